import { Database } from '@empires/database';
import { topicsIn, upcast, type EventEnvelope } from '@empires/contracts';
import {
  adoptSeat,
  applyToBotGame,
  BotPlayers,
  BotStore,
  dueSeats,
  isActive,
  type BotGame,
  type RulesetBots,
  type StandIn,
} from '@empires/bots';
import { CommandClient, consume, groupId, namespace, QueryClient } from '@empires/messaging';
import { botRunnerMetrics } from '@empires/observability';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { RULESETS } from '@empires/service';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Consumer } from 'kafkajs';
import { Registry } from 'prom-client';

export const BOTS = Symbol('BOTS');

/** Games seen to have no bot seat (or already over): their later events are skipped without a lookup. */
const MAX_SKIPPED = 200_000;
/** How long a takeover waits for history to catch up with the events before it. */
const HISTORY_WAIT_MS = 30_000;

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
  private readonly queries: QueryClient;
  private readonly players: BotPlayers;
  private consumer?: Consumer;

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    @Inject(BOTS) botsFor: (rulesetId: string) => RulesetBots | undefined,
    @Inject(Registry) metrics: Registry,
  ) {
    botRunnerMetrics(metrics, () => this.games.size);
    this.store = new BotStore(db);
    this.commands = new CommandClient(kafka, this.topics, { replyGroup: 'bot-runner' });
    this.queries = new QueryClient(kafka, this.topics, 'bot-runner');
    this.players = new BotPlayers(
      (id) => this.games.get(id),
      registry,
      botsFor,
      this.commands,
      (line) => this.log.warn(line),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([this.commands.start(), this.queries.start()]);
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
    await Promise.all([this.commands.stop(), this.queries.stop()]);
  }

  /**
   * Reloads every game still in play from its table, then plays what is due. A batch applied
   * meanwhile may have taken a game past what was read: the further of the two is kept (keeping the
   * older one made every later event of that game a gap, and its bots waited for ever).
   */
  private async takeUp(): Promise<void> {
    const stored = await this.store.active();
    const held = new Map(this.games);
    this.games.clear();
    for (const game of stored) {
      const mine = held.get(game.gameId);
      const further = mine && mine.version > game.version ? mine : game;
      this.games.set(game.gameId, further);
      if (dueSeats(this.registry, further).length > 0) this.players.enqueue(game.gameId);
    }
  }

  private async apply(events: readonly EventEnvelope[]): Promise<void> {
    const unknown = [...new Set(events.map((e) => e.streamId))].filter(
      (id) => !this.games.has(id) && !this.skipped.has(id),
    );
    for (const game of await this.store.load(unknown)) this.games.set(game.gameId, game);
    // What this batch moves stays beside the games held until it is saved: were the save to fail, the
    // batch comes again, and its events must not look like ones already applied (its bots would wait for ever).
    const changed = new Map<string, BotGame>();
    const current = (gameId: string) => changed.get(gameId) ?? this.games.get(gameId);
    for (const e of events) {
      if (this.skipped.has(e.streamId) && e.type !== 'SeatTakenOver') continue;
      let result = applyToBotGame(this.registry, current(e.streamId), e);
      if ('gap' in result) {
        // What this runner holds fell behind its own table (saved by a batch it raced): read it again.
        const [saved] = await this.store.load([e.streamId]);
        if (saved && saved.version > (current(e.streamId)?.version ?? 0)) {
          changed.delete(e.streamId);
          this.games.set(e.streamId, saved);
          result = applyToBotGame(this.registry, saved, e);
        }
      }
      if ('adopt' in result) {
        const adopted = await this.adopt(result.adopt, current(e.streamId));
        if (adopted) changed.set(e.streamId, adopted);
        this.skipped.delete(e.streamId);
        result = applyToBotGame(this.registry, current(e.streamId), e);
      }
      if ('game' in result) changed.set(e.streamId, result.game);
      else if ('gap' in result)
        this.log.error(`${e.streamId}: event ${result.gap} arrived after ${current(e.streamId)?.version}; skipped`);
      else if ('ignored' in result && result.ignored !== 'duplicate') this.skip(e.streamId);
    }
    await this.store.save([...changed.values()]);
    for (const game of changed.values()) {
      this.games.set(game.gameId, game);
      if (!isActive(game)) {
        this.games.delete(game.gameId);
        this.skip(game.gameId);
      } else if (dueSeats(this.registry, game).length > 0) this.players.enqueue(game.gameId);
    }
  }

  /**
   * A seat handed to a stand-in: its view is read from history as the player away sees the game,
   * waiting for history to have every event before the takeover (it reads the same topic). `held`: the
   * game as this runner holds it, this batch's unsaved moves included (another seat taken over in it).
   */
  private async adopt(standIn: StandIn, held: BotGame | undefined): Promise<BotGame | undefined> {
    const events: EventEnvelope[] = [];
    const deadline = Date.now() + HISTORY_WAIT_MS;
    let lastSeq = 0;
    while (lastSeq < standIn.seq - 1) {
      const reply = await this.queries.ask(
        { type: 'EventsAfter', gameId: standIn.gameId, afterSeq: lastSeq, limit: 500 },
        standIn.playerId,
      );
      const page = reply.ok ? (reply.data as { events: EventEnvelope[]; lastSeq: number }) : undefined;
      if (page && page.lastSeq > lastSeq) {
        events.push(...page.events.map(upcast));
        lastSeq = page.lastSeq;
      } else if (Date.now() > deadline) {
        this.log.error(
          `${standIn.gameId}: history has ${lastSeq} of ${standIn.seq - 1} events; seat ${standIn.seat} not taken over`,
        );
        return undefined;
      } else await new Promise((resolve) => setTimeout(resolve, 50)); // history is catching up
    }
    return adoptSeat(this.registry, held, standIn, events);
  }

  private skip(gameId: string): void {
    if (this.skipped.size >= MAX_SKIPPED) this.skipped.clear();
    this.skipped.add(gameId);
  }
}
