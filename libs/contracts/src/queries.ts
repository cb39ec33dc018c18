import type { ReplyBody, ReplyTo } from './envelopes';

/**
 * Read-side queries, answered by `history` over Kafka request/reply (`empires.queries` ->
 * `empires.query-replies`). `viewer` is who asks: answers are redacted for that player's
 * seats (a spectator when absent), never for anyone else's.
 */
export type Query =
  | { readonly type: 'ListGames'; readonly filter: GameFilter; readonly first: number; readonly after?: string }
  | { readonly type: 'GetGame'; readonly gameId: string }
  | { readonly type: 'GameView'; readonly gameId: string; readonly atSeq?: number }
  | { readonly type: 'LegalActions'; readonly gameId: string; readonly seat: number }
  | { readonly type: 'EventsAfter'; readonly gameId: string; readonly afterSeq: number; readonly limit?: number }
  /** A finished game's stored analysis; with `compute`, made and stored first when there is none. */
  | { readonly type: 'GameAnalysis'; readonly gameId: string; readonly compute?: boolean };

export interface GameFilter {
  readonly ruleset?: string;
  readonly status?: 'open' | 'playing' | 'finished' | 'aborted';
  readonly playerId?: string;
}

export interface QueryRequest {
  readonly requestId: string;
  readonly query: Query;
  readonly viewer?: { readonly playerId: string };
  /** Where the asker hears the reply (see `ReplyTo`). */
  readonly replyTo?: ReplyTo;
}

export type QueryReply = ReplyBody & { readonly requestId: string };

/** One game as the read side knows it. */
export interface GameSummary {
  readonly gameId: string;
  readonly ruleset: string;
  readonly status: 'open' | 'playing' | 'finished' | 'aborted';
  readonly seats: readonly {
    readonly seat: number;
    readonly kind: string;
    readonly playerId?: string;
    readonly policy?: string;
    /** A stand-in bot's seat: the player it plays for while they are away, whose seat it stays. */
    readonly standingInFor?: string;
  }[];
  readonly version: number;
  readonly createdAt: string;
  readonly finishedAt?: string;
  readonly outcome?: {
    readonly ranks: readonly number[];
    readonly scores?: readonly number[];
    readonly reason: string;
    readonly forfeited?: readonly number[];
    readonly standIns?: readonly number[];
  };
  /** Seats that must act now. */
  readonly toAct: readonly number[];
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Pass as `after` for the next page; absent on the last page. */
  readonly nextCursor?: string;
}

/** Each seat's estimated chance to win after every turn of a finished game, computed once and stored. */
export interface GameAnalysisSummary {
  readonly gameId: string;
  readonly points: readonly {
    readonly seq: number;
    readonly turn: number;
    readonly seat?: number;
    readonly chances: readonly number[];
  }[];
  /** The turns that cost their mover the most: its chance before and after. */
  readonly costly: readonly {
    readonly seq: number;
    readonly turn: number;
    readonly seat: number;
    readonly before: number;
    readonly after: number;
  }[];
  readonly seed: number;
  readonly playoutsPerPoint: number;
  readonly playouts: number;
  /** Milliseconds the analysis took. */
  readonly millis: number;
  readonly analysedAt: string;
}
