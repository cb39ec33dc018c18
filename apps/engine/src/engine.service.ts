import { Database } from '@empires/database';
import { topicsIn, type CommandResult } from '@empires/contracts';
import { CommandProcessor, GameRepository } from '@empires/engine';
import { EventStore, OutboxRelay, toEnvelope } from '@empires/eventstore';
import { BatchingPublisher, connectProducer, consume, groupId, namespace } from '@empires/messaging';
import { RULESETS } from '@empires/service';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Consumer, type Producer } from 'kafkajs';

/**
 * The engine's edges: game commands in from Kafka, results out to Kafka, events out through
 * the outbox relay. Offsets are committed only after results are written and published.
 */
@Injectable()
export class EngineService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Engine');
  private readonly topics = topicsIn(namespace());
  private readonly producers: Producer[] = [];
  private consumer?: Consumer;
  private relay?: OutboxRelay;

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const store = new EventStore(this.db);
    const games = new GameRepository(store, this.registry);
    const processor = new CommandProcessor(store, games, this.registry);
    // Results and events each have a producer: a result never waits behind the relay's events.
    this.producers.push(...(await Promise.all([connectProducer(this.kafka), connectProducer(this.kafka)])));
    const [publisher, relayed] = this.producers.map((p) => new BatchingPublisher(p));

    this.relay = new OutboxRelay(
      this.db,
      (events) =>
        relayed.publish(
          this.topics.gameEvents,
          events.map((e) => ({ key: e.streamId, value: toEnvelope(e) })),
        ),
      { name: 'game-events' },
    );
    this.relay.start();

    this.consumer = await consume<unknown>(
      this.kafka,
      {
        groupId: groupId('engine'),
        topics: [this.topics.gameCommands],
        concurrency: 6,
        onRevoked: () => games.clear(),
      },
      async (batch) => {
        const results = await processor.process(batch.map((m) => ({ value: m.value, bytes: m.bytes })));
        // The results are durable: the next batch may be decided while they are published.
        return {
          settled: publisher.publish<CommandResult>(
            this.topics.commandResults,
            results.map((r) => ({ key: r.streamId, value: r })),
          ),
        };
      },
    );
    this.log.log(
      `consuming ${this.topics.gameCommands.name}, rulesets: ${this.registry
        .latest()
        .map((r) => `${r.id}@${r.version}`)
        .join(', ')}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
    await this.relay?.stop();
    for (const producer of this.producers) await producer.disconnect();
  }
}
