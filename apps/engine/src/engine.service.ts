import { Database } from '@empires/database';
import { topicsIn, type CommandResult } from '@empires/contracts';
import { CommandProcessor, GameRepository, timeoutCommand } from '@empires/engine';
import { DeadlineStore, Scheduler } from '@empires/scheduler';
import { eventHeaders, EventStore, type OutboxRelay, relayBacklog } from '@empires/eventstore';
import { engineMetrics } from '@empires/observability';
import {
  BatchingPublisher,
  consume,
  groupId,
  namespace,
  partitionFor,
  relayToTopic,
  replyPartition,
  traceHeaders,
} from '@empires/messaging';
import { RULESETS } from '@empires/service';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Consumer } from 'kafkajs';
import { commandSpans } from './command-spans';
import { Registry } from 'prom-client';

const RELAY = 'game-events';

/**
 * The engine's edges: game commands in from Kafka, results out to Kafka, events out through
 * the outbox relay. Offsets are committed only after results are written and published.
 */
@Injectable()
export class EngineService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Engine');
  private readonly topics = topicsIn(namespace());
  private readonly publishers: BatchingPublisher[] = [];
  private consumer?: Consumer;
  private relay?: OutboxRelay;
  private scheduler?: Scheduler;

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    @Inject(Registry) private readonly metricsRegistry: Registry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const store = new EventStore(this.db);
    const deadlineStore = new DeadlineStore(this.db);
    const metrics = engineMetrics(this.metricsRegistry, {
      relayBacklog: () => relayBacklog(this.db, RELAY),
      relayPublished: () => this.relay?.stats.published ?? 0,
      deadlines: () => deadlineStore.counts(new Date()),
    });
    const games = new GameRepository(store, this.registry);
    const owned = new Set<number>();
    const partitionOf = (gameId: string) => partitionFor(gameId, this.topics.gameCommands.partitions);
    // Deadlines of the games whose partitions this instance holds: it is their single writer.
    const scheduler = new Scheduler(deadlineStore, {
      owns: (gameId) => owned.has(partitionOf(gameId)),
      fire: (due) =>
        publisher.publish(
          this.topics.gameCommands,
          due.map((d) => timeoutCommand(d.streamId, d.fireAt)),
        ),
      onError: (error) => this.log.error(error instanceof Error ? error.stack : error),
    });
    this.scheduler = scheduler;
    const processor = new CommandProcessor(store, games, this.registry, undefined, () => scheduler.wake());
    // Results and events each have a producer: a result never waits behind the relay's events.
    this.publishers.push(
      ...(await Promise.all([BatchingPublisher.connect(this.kafka), BatchingPublisher.connect(this.kafka)])),
    );
    const [publisher, relayed] = this.publishers;

    this.relay = relayToTopic(this.db, this.kafka, relayed, {
      name: RELAY,
      topic: this.topics.gameEvents,
      headers: eventHeaders,
    });
    this.relay.start();

    this.consumer = await consume<unknown>(
      this.kafka,
      {
        groupId: groupId('engine'),
        topics: [this.topics.gameCommands],
        concurrency: 6,
        onRevoked: () => games.clear(),
        onAssigned: (assigned) => {
          owned.clear();
          for (const partition of assigned[this.topics.gameCommands.name] ?? []) owned.add(partition);
          scheduler.wake();
        },
      },
      async (batch) => {
        const traced = commandSpans(batch);
        const timer = metrics.batchSeconds.startTimer();
        const results = await processor
          .process(batch.map((m, i) => ({ value: m.value, bytes: m.bytes, traceparent: traced[i]?.traceparent })))
          .catch((error) => {
            this.log.error({
              msg: 'command batch failed; it will be delivered again',
              err: error,
              commands: idsOf(batch),
            });
            for (const t of traced) t?.span.end();
            throw error;
          });
        timer();
        const spans = new Map(traced.filter((t) => !!t).map((t) => [t.commandId, t.span]));
        for (const r of results) {
          const result = r.status === 'accepted' ? 'accepted' : r.code;
          metrics.commands.inc({ result });
          const span = spans.get(r.commandId);
          span?.setAttribute('empires.result', result);
          const traceId = span?.spanContext().traceId;
          this.log.debug({ msg: 'command answered', gameId: r.streamId, commandId: r.commandId, result, traceId });
        }
        // Each result goes to the partition its sender reads (the last copy of a command sent again names it).
        const replyTo = new Map<string, number | undefined>();
        for (const m of batch)
          replyTo.set(
            (m.value as { commandId?: string } | null)?.commandId ?? '',
            replyPartition(m.value, this.topics.commandResults),
          );
        // The results are durable: the next batch may be decided while they are published.
        const settled = publisher.publish<CommandResult>(
          this.topics.commandResults,
          results.map((r) => {
            const span = spans.get(r.commandId);
            return {
              key: r.streamId,
              value: r,
              headers: span && traceHeaders(span),
              partition: replyTo.get(r.commandId),
            };
          }),
        );
        for (const span of spans.values()) span.end();
        return { settled };
      },
    );
    scheduler.start();
    this.log.log(
      `consuming ${this.topics.gameCommands.name}, rulesets: ${this.registry
        .latest()
        .map((r) => `${r.id}@${r.version}`)
        .join(', ')}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler?.stop();
    await this.consumer?.disconnect();
    await this.relay?.stop();
    for (const publisher of this.publishers) await publisher.disconnect();
  }
}

/** The game and command ids of a batch, for a line about it. */
const idsOf = (batch: readonly { value: unknown }[]) =>
  batch.map((m) => {
    const c = m.value as { streamId?: unknown; commandId?: unknown } | null;
    return { gameId: c?.streamId, commandId: c?.commandId };
  });
