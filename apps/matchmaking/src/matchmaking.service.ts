import { Database } from '@empires/database';
import { randomInt } from 'node:crypto';
import { topicsIn, upcast, type EventEnvelope, type MatchmakingRequest } from '@empires/contracts';
import { EventStore, type OutboxRelay } from '@empires/eventstore';
import {
  applyGameEvents,
  applyTournamentResults,
  defaultMatcherOptions,
  fireTournamentDeadlines,
  isTournamentStream,
  handleRequests,
  Matcher,
  OwedGames,
  queueDepths,
  ResignationsOwed,
  privateWebhooksAllowed,
  WebhookDispatcher,
  type HandlerContext,
  type MatcherOptions,
  type RulesBots,
  BotLadder,
  ladderSettings,
} from '@empires/matchmaking';
import {
  BatchingPublisher,
  CommandClient,
  consume,
  groupId,
  namespace,
  relayToTopic,
  replyPartition,
} from '@empires/messaging';
import { matchmakingMetrics } from '@empires/observability';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { DeadlineStore, Scheduler } from '@empires/scheduler';
import { RULESETS } from '@empires/service';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Consumer } from 'kafkajs';
import { Registry } from 'prom-client';
import { BOTS } from './matchmaking.tokens';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Requests that may leave games owed to the engine (a withdrawal that closes a round pairs the next). */
const CREATES_GAMES = new Set(['StartTable', 'StartTournament', 'AdvanceTournament', 'WithdrawEntrant']);
/** Requests that may leave seats whose resignation is owed to the engine (a withdrawal mid-game). */
const RESIGNS_SEATS = new Set(['WithdrawEntrant']);
/** Owed games and resignations are swept again this often: a CreateGame lost to a broker outage would otherwise wait for the next trigger (a tournament round forever). */
const OWED_RETRY_MS = 30_000;
/**
 * Game events and command results reach matchmaking through fetches that wait this long for
 * more (`fetchWait`): nobody waits on it message by message, and both topics carry every move
 * of every game. With results unlingered, each was a fetch of its own: matchmaking took 13-16% of
 * a core at 200 moves/s, 8% once they lingered too.
 */
const LINGER_MS = 50;

/**
 * Matchmaking's edges: requests in and answers out, game events in (seats and outcomes, for
 * ratings), a matcher on a timer, games created through the engine, and its own events out
 * through the outbox relay.
 */
@Injectable()
export class MatchmakingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Matchmaking');
  private readonly topics = topicsIn(namespace());
  private readonly store: EventStore;
  private readonly commands: CommandClient;
  private readonly consumers: Consumer[] = [];
  private publisher?: BatchingPublisher;
  private relay?: OutboxRelay;
  private readonly owed: OwedGames;
  private readonly resignations: ResignationsOwed;
  private readonly matcher: Matcher;
  private readonly webhooks: WebhookDispatcher;
  /** Tournament schedules (registration opening, the start, an arena's end): durable deadlines on their streams. */
  private readonly schedules: Scheduler;
  /** Built-in levels playing rated games among themselves, when the operator turns it on. */
  private ladder?: BotLadder;
  private retry?: NodeJS.Timeout;

  private readonly logError = (error: unknown) => this.log.error(error instanceof Error ? error.stack : error);

  constructor(
    @Inject(Kafka) private readonly kafka: Kafka,
    @Inject(Database) private readonly db: Database,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
    @Inject(BOTS) private readonly bots: RulesBots,
    @Inject(Registry) metrics: Registry,
  ) {
    matchmakingMetrics(metrics, () => queueDepths(db));
    this.store = new EventStore(db);
    this.commands = new CommandClient(kafka, this.topics, { lingerMs: LINGER_MS, replyGroup: 'matchmaking' });
    const logError = this.logError;
    this.owed = new OwedGames(db, this.store, this.commands, logError);
    this.resignations = new ResignationsOwed(db, this.commands, logError);
    this.matcher = new Matcher(db, this.store, bots, this.owed, {
      options: matcherOptions(),
      intervalMs: matchIntervalMs(),
      onError: logError,
    });
    this.webhooks = new WebhookDispatcher(db, { allowPrivate: privateWebhooksAllowed(), onError: logError });
    // Any instance may tell a tournament its time: the stream is locked while it decides, and a
    // second telling decides nothing.
    this.schedules = new Scheduler(new DeadlineStore(db), {
      owns: isTournamentStream,
      fire: (due) => fireTournamentDeadlines(db, this.store, due),
      onError: logError,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.commands.start();
    const publisher = await BatchingPublisher.connect(this.kafka);
    this.publisher = publisher;
    this.relay = relayToTopic(this.db, this.kafka, publisher, {
      name: 'matchmaking-events',
      topic: this.topics.matchmakingEvents,
    });
    this.relay.start();

    const ctx: HandlerContext = {
      registry: this.registry,
      bots: this.bots,
      now: () => new Date(),
      inviteCode: () => Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join(''),
      allowPrivateWebhooks: privateWebhooksAllowed(),
    };
    this.consumers.push(
      await consume<MatchmakingRequest>(
        this.kafka,
        { groupId: groupId('matchmaking.commands'), topics: [this.topics.matchmakingCommands], concurrency: 3 },
        async (batch) => {
          const requests = batch.map((m) => m.value).filter((r) => typeof r?.commandId === 'string');
          const replies = await handleRequests(this.db, this.store, ctx, requests);
          // Each answer goes to the partition its asker reads (`replyTo`).
          const askedBy = new Map(requests.map((r) => [r.commandId, r]));
          if (requests.some((r) => r.type === 'JoinQueue')) this.matcher.wake();
          if (requests.some((r) => CREATES_GAMES.has(r.type))) void this.owed.sweep();
          if (requests.some((r) => RESIGNS_SEATS.has(r.type))) void this.resignations.sweep();
          this.webhooks.wake();
          this.schedules.wake();
          // The answers are committed: the next batch is read while they are published, and the
          // offsets wait for them (a crash before re-delivers, which answers with the stored answers).
          return {
            settled: publisher.publish(
              this.topics.matchmakingResults,
              replies.map((r) => ({
                key: r.commandId,
                value: r,
                partition: replyPartition(askedBy.get(r.commandId), this.topics.matchmakingResults),
              })),
            ),
          };
        },
      ),
      await consume<EventEnvelope>(
        this.kafka,
        {
          groupId: groupId('matchmaking.games'),
          topics: [this.topics.gameEvents],
          concurrency: 3,
          lingerMs: LINGER_MS,
        },
        async (batch) => {
          const events = batch
            .map((m) => m.value)
            .filter((e) => typeof e?.streamId === 'string')
            .map(upcast);
          await applyGameEvents(this.db, this.store, events);
          const paired = await applyTournamentResults(this.db, this.store, events);
          if (paired) void this.owed.sweep();
          this.webhooks.wake();
        },
      ),
    );
    await this.owed.sweep(); // owed from before a restart
    await this.resignations.sweep();
    this.webhooks.start();
    this.schedules.start();
    this.matcher.start();
    this.retry = setInterval(() => void this.owed.sweep().then(() => this.resignations.sweep()), OWED_RETRY_MS);
    const ladder = ladderSettings(this.registry, this.bots);
    if (ladder) {
      this.ladder = new BotLadder(this.db, { ...ladder, send: () => this.owed.sweep(), onError: this.logError });
      this.ladder.start();
      this.log.log(`bot ladder every ${ladder.everyMinutes} min: ${ladder.rulesets.map((r) => r.id).join(', ')}`);
    }
    this.log.log(
      `answering ${this.topics.matchmakingCommands.name}, matching every ${matchIntervalMs()} ms and on joins`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.retry);
    await this.matcher.stop();
    await this.ladder?.stop();
    await this.webhooks.stop();
    await this.schedules.stop();
    for (const c of this.consumers) await c.disconnect();
    await this.relay?.stop();
    await this.commands.stop();
    await this.publisher?.disconnect();
  }
}

const matchIntervalMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.MATCH_INTERVAL_MS ?? 1000);

function matcherOptions(env: NodeJS.ProcessEnv = process.env): MatcherOptions {
  return {
    baseGap: Number(env.MATCH_BASE_GAP ?? defaultMatcherOptions.baseGap),
    gapPerSecond: Number(env.MATCH_GAP_PER_SECOND ?? defaultMatcherOptions.gapPerSecond),
  };
}
