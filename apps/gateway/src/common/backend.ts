import { fromBackend, gqlError, untilFound, type History } from '@empires/gateway';
import {
  topicsIn,
  type Actor,
  type CommandResult,
  type GameAnalysisSummary,
  type GameSummary,
  type MatchmakingRequestBody,
  type Query,
  type QueryReply,
} from '@empires/contracts';
import { MatchmakingClient } from '@empires/messaging';
import { CommandClient, namespace } from '@empires/messaging';
import { QueryClient } from '@empires/messaging';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka } from 'kafkajs';

const TIMEOUT_MS = 15_000;
/** A first analysis plays a few thousand lines of play, and waits for any analysis under way before it. */
const ANALYSIS_TIMEOUT_MS = 120_000;

export type Accepted = Extract<CommandResult, { status: 'accepted' }>;

/** The gateway's Kafka conversations: commands to the engine, queries to history, requests to matchmaking. */
@Injectable()
export class Backend implements History, OnApplicationBootstrap, OnApplicationShutdown {
  readonly topics = topicsIn(namespace());
  private readonly commands: CommandClient;
  private readonly queries: QueryClient;
  private readonly matchmaker: MatchmakingClient;

  constructor(@Inject(Kafka) kafka: Kafka) {
    // Gateways share each reply topic's partitions: each reads the replies to its own requests only.
    this.commands = new CommandClient(kafka, this.topics, { replyGroup: 'gateway' });
    this.queries = new QueryClient(kafka, this.topics, 'gateway');
    this.matchmaker = new MatchmakingClient(kafka, this.topics, 'gateway');
  }

  private linksUp!: () => void;
  /** Resolves once the three conversations are up (providers that ask at start wait for it). */
  readonly started = new Promise<void>((resolve) => (this.linksUp = resolve));

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all([this.commands.start(), this.queries.start(), this.matchmaker.start()]);
    this.linksUp();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.commands.stop(), this.queries.stop(), this.matchmaker.stop()]);
  }

  /** Asks matchmaking for a player (its name kept as the profile's). */
  async matchmaking<T>(body: MatchmakingRequestBody, player: { id: string; name: string }): Promise<T> {
    const reply = await this.matchmaker
      .ask(body, { kind: 'player', playerId: player.id }, { name: player.name, timeoutMs: TIMEOUT_MS })
      .catch(() => {
        throw gqlError('SERVICE_UNAVAILABLE', 'matchmaking did not answer in time');
      });
    if (!reply.ok) throw fromBackend(reply.code, reply.message);
    return reply.data as T;
  }

  /**
   * An account request, for a player or, before anyone is signed in, for the gateway itself
   * (nothing else carries a name: the account's row is where names live).
   */
  async account<T>(body: MatchmakingRequestBody, playerId?: string): Promise<T> {
    const actor: Actor = playerId ? { kind: 'player', playerId } : { kind: 'system', service: 'gateway' };
    const reply = await this.matchmaker.ask(body, actor, { timeoutMs: TIMEOUT_MS }).catch(() => {
      throw gqlError('SERVICE_UNAVAILABLE', 'matchmaking did not answer in time');
    });
    if (!reply.ok) throw fromBackend(reply.code, reply.message);
    return reply.data as T;
  }

  /** A question anyone may ask (what the server offers, such as bot levels), asked for the gateway itself. */
  question<T>(body: MatchmakingRequestBody): Promise<T> {
    return this.account<T>(body);
  }

  /** Sends a game command; a rejection becomes the GraphQL error clients switch on. */
  async command(gameId: string, type: string, payload: unknown, actor: Actor, commandId?: string): Promise<Accepted> {
    const result = await this.commands
      .send(gameId, type, payload, actor, { timeoutMs: TIMEOUT_MS, commandId })
      .catch(() => {
        throw gqlError(
          'SERVICE_UNAVAILABLE',
          'the engine did not answer in time; the command may still apply: send it again with the same commandId',
        );
      });
    if (result.status === 'rejected') throw fromBackend(result.code, result.message);
    return result;
  }

  /** Asks history, as `viewer` (a player id) or as a spectator. */
  async query<T>(query: Query, viewer?: string): Promise<T> {
    return dataOf<T>(await this.ask(query, viewer));
  }

  /**
   * One game, as `viewer` sees it. A client that has just created a game (or joined one just
   * created) may ask before history has heard of it: it gets the game, not NOT_FOUND.
   */
  async game(gameId: string, viewer?: string): Promise<GameSummary> {
    return dataOf<GameSummary>(await untilFound(() => this.ask({ type: 'GetGame', gameId }, viewer)));
  }

  /** A finished game's analysis, stored; with `compute`, made first when there is none. */
  async analysis(gameId: string, compute: boolean): Promise<GameAnalysisSummary | null> {
    const query: Query = { type: 'GameAnalysis', gameId, ...(compute ? { compute } : {}) };
    return dataOf<GameAnalysisSummary | null>(
      await this.ask(query, undefined, compute ? ANALYSIS_TIMEOUT_MS : TIMEOUT_MS),
    );
  }

  private ask(query: Query, viewer?: string, timeoutMs = TIMEOUT_MS): Promise<QueryReply> {
    return this.queries.ask(query, viewer, timeoutMs).catch(() => {
      throw gqlError('SERVICE_UNAVAILABLE', 'history did not answer in time');
    });
  }
}

function dataOf<T>(reply: QueryReply): T {
  if (!reply.ok) throw fromBackend(reply.code, reply.message);
  return reply.data as T;
}
