import { Database } from '@empires/database';
import { topicsIn, upcast, type EventEnvelope } from '@empires/contracts';
import {
  applyToBotGame,
  BotPlayers,
  BotStore,
  dueSeats,
  isActive,
  type BotGame,
  type RulesetBots,
} from '@empires/bots';
import { CommandClient, consume, groupId, namespace } from '@empires/messaging';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { RULESETS } from '@empires/service';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Consumer } from 'kafkajs';

export const BOTS = Symbol('BOTS');

/** Games seen to have no bot seat (or already over): their later events are skipped without a lookup. */
const MAX_SKIPPED = 200_000;

/**
 * The bot-runner's edges: game events in (folded per bot seat, saved with their position),
 * bot commands out. On start, and whenever partitions move, it reloads the games it plays
 * and takes up every turn that is due, so no bot turn is left hanging.
 */
@Injectable()
export class BotRunnerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('BotRunner');
  private readonly topics = topicsIn(namespace());
  private readonly games = new Map<string, BotGame>();
  private readonly skipped = new Set<string>();
  private readonly store: BotStore;
  private readonly commands: CommandClient;
  private readonly players: BotPlayers;
  private consumer?: Consumer;

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    @Inject(BOTS) botsFor: (rulesetId: string) => RulesetBots | undefined,
  ) {
    this.store = new BotStore(db);
    this.commands = new CommandClient(kafka, this.topics);
    this.players = new BotPlayers(
      (id) => this.games.get(id),
      registry,
      botsFor,
      this.commands,
      (line) => this.log.warn(line),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.commands.start();
    this.consumer = await consume<EventEnvelope>(
      this.kafka,
      {
        groupId: groupId('bot-runner'),
        topics: [this.topics.gameEvents],
        concurrency: 3,
        onRevoked: () => void this.takeUp(),
      },
      (batch) =>
        this.apply(
          batch
            .map((m) => m.value)
            .filter((e) => typeof e?.streamId === 'string')
            .map(upcast),
        ),
    );
    this.log.log(`playing bot seats from ${this.topics.gameEvents.name}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.disconnect();
    await this.commands.stop();
  }

  /** Forgets what it held and reloads every game still in play from its table, then plays what is due. */
  private async takeUp(): Promise<void> {
    this.games.clear();
    for (const game of await this.store.active()) {
      this.games.set(game.gameId, game);
      if (dueSeats(this.registry, game).length > 0) this.players.enqueue(game.gameId);
    }
  }

  private async apply(events: readonly EventEnvelope[]): Promise<void> {
    const unknown = [...new Set(events.map((e) => e.streamId))].filter(
      (id) => !this.games.has(id) && !this.skipped.has(id),
    );
    for (const game of await this.store.load(unknown)) this.games.set(game.gameId, game);
    const changed = new Map<string, BotGame>();
    for (const e of events) {
      if (this.skipped.has(e.streamId)) continue;
      const result = applyToBotGame(this.registry, this.games.get(e.streamId), e);
      if ('game' in result) {
        this.games.set(e.streamId, result.game);
        changed.set(e.streamId, result.game);
      } else if ('gap' in result)
        this.log.error(
          `${e.streamId}: event ${result.gap} arrived after ${this.games.get(e.streamId)?.version}; skipped`,
        );
      else if (result.ignored !== 'duplicate') this.skip(e.streamId);
    }
    await this.store.save([...changed.values()]);
    for (const game of changed.values()) {
      if (!isActive(game)) {
        this.games.delete(game.gameId);
        this.skip(game.gameId);
      } else if (dueSeats(this.registry, game).length > 0) this.players.enqueue(game.gameId);
    }
  }

  private skip(gameId: string): void {
    if (this.skipped.size >= MAX_SKIPPED) this.skipped.clear();
    this.skipped.add(gameId);
  }
}
