import type { GameSummary, Page, Query, QueryReply, QueryRequest } from '@empires/contracts';
import {
  isOver,
  readClock,
  redactEnvelope,
  seatsOf,
  UnknownRuleset,
  viewerOf,
  type GameState,
} from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { decodeCursor, encodeCursor } from './cursor';
import { foldStream } from './game-record';
import type { GameAnalyses } from './game-analyses';
import { badInput, notFound, QueryCodes, QueryError } from './query-error';
import { checkQuery } from './query-input';
import type { ReadStore } from './read-store';

/** Answers the read-side queries, each for its viewer only. */
export class QueryHandler {
  constructor(
    private readonly store: ReadStore,
    private readonly registry: RulesetRegistry,
    private readonly onFailure: (error: unknown) => void = () => undefined,
    private readonly now: () => number = () => Date.now(),
    private readonly analyses?: GameAnalyses,
  ) {}

  /** Queries that may take seconds (an analysis to make): their replies must not hold up the others. */
  static takesLong(request: QueryRequest): boolean {
    const q = request.query as Partial<Extract<Query, { type: 'GameAnalysis' }>> | undefined;
    return q?.type === 'GameAnalysis' && q.compute === true;
  }

  async handle(request: QueryRequest): Promise<QueryReply> {
    const requestId = request.requestId;
    try {
      const query = checkQuery(request.query);
      return { requestId, ok: true, data: await this.answer(query, request.viewer?.playerId) };
    } catch (error) {
      if (error instanceof QueryError || error instanceof UnknownRuleset)
        return { requestId, ok: false, code: error.code, message: error.message };
      this.onFailure(error);
      return { requestId, ok: false, code: QueryCodes.internal, message: 'the query failed; try again' };
    }
  }

  private answer(query: Query, playerId: string | undefined): Promise<unknown> {
    switch (query.type) {
      case 'ListGames':
        return this.listGames(query);
      case 'GetGame':
        return this.getGame(query.gameId);
      case 'GameView':
        return this.gameView(query.gameId, playerId, query.atSeq);
      case 'LegalActions':
        return this.legalActions(query.gameId, query.seat, playerId);
      case 'EventsAfter':
        return this.eventsAfter(query.gameId, query.afterSeq, query.limit ?? 100, playerId);
      case 'GameAnalysis':
        return this.analysis(query.gameId, query.compute === true);
      default: {
        const unknown: never = query;
        throw badInput(`unknown query ${(unknown as { type: string }).type}`);
      }
    }
  }

  private async listGames(q: Extract<Query, { type: 'ListGames' }>): Promise<Page<GameSummary>> {
    const page = await this.store.list(q.filter, q.first, q.after === undefined ? undefined : decodeCursor(q.after));
    return page.next ? { items: page.items, nextCursor: encodeCursor(page.next) } : { items: page.items };
  }

  private async getGame(gameId: string): Promise<GameSummary> {
    return found(gameId, await this.store.summary(gameId));
  }

  private async current(gameId: string): Promise<GameState> {
    return found(gameId, await this.store.state(gameId));
  }

  /** With `atSeq`: the game as it stood after its first `atSeq` events (a replay). */
  private async gameView(gameId: string, playerId: string | undefined, atSeq?: number) {
    const now = await this.current(gameId);
    if (atSeq !== undefined && atSeq > now.version)
      throw badInput(`the game has ${now.version} events; atSeq ${atSeq} is beyond them`);
    const state =
      atSeq === undefined || atSeq === now.version
        ? now
        : foldStream(this.registry, await this.store.eventsUpTo(gameId, atSeq));
    // Seats are judged on the game as it is now: a seat taken later still shows its own past.
    const viewer = viewerOf(now, playerId);
    const ruleset = this.registry.find(state.ruleset);
    if (state.table && !ruleset)
      throw new QueryError(QueryCodes.unknownRuleset, `history does not know the ruleset ${state.ruleset}`);
    const view = state.table && ruleset ? ruleset.view(state.table.state, viewer) : null;
    // A replay's clocks stand as they were when its last turn began; the live game's tick on.
    const asOf = state === now ? this.now() : Math.max(0, ...(state.clock?.startedAt.filter((t) => t !== null) ?? []));
    const clock = state.clock ? readClock(state.clock, asOf) : null;
    return { gameId, seq: state.version, status: state.status, viewer, view, clock };
  }

  private async legalActions(gameId: string, seat: number, playerId: string | undefined) {
    const state = await this.current(gameId);
    if (!seatsOf(state, playerId).includes(seat))
      throw new QueryError(QueryCodes.forbidden, `you do not hold seat ${seat}`);
    const ruleset = this.registry.find(state.ruleset);
    const actions =
      state.status === 'playing' && state.table && ruleset ? ruleset.legalActions(state.table.state, seat) : [];
    return { gameId, seat, version: state.version, actions };
  }

  private async analysis(gameId: string, compute: boolean) {
    if (!this.analyses) throw new QueryError(QueryCodes.internal, 'analyses are not served here');
    // Anyone may see it: a finished game's whole stream is public.
    return compute ? this.analyses.analyse(gameId) : this.analyses.stored(gameId);
  }

  private async eventsAfter(gameId: string, afterSeq: number, limit: number, playerId: string | undefined) {
    const state = await this.current(gameId);
    const viewer = viewerOf(state, playerId);
    const over = isOver(state);
    const page = await this.store.eventsAfter(gameId, afterSeq, limit);
    const events = page.map((e) => redactEnvelope(this.registry, e, viewer, over)).filter((e) => e !== null);
    // Events the viewer may not see are left out; `lastSeq` still says how far the page read.
    return { gameId, events, lastSeq: page[page.length - 1]?.seq ?? afterSeq };
  }
}

function found<T>(gameId: string, value: T | undefined): T {
  if (value === undefined) throw notFound(gameId);
  return value;
}
