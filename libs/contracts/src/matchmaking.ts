import type { BotLevel } from './bot-levels';
import type { Actor, ReplyBody, ReplyTo } from './envelopes';
import type { AccountRequestBody } from './accounts';
import type { TournamentRequestBody } from './tournaments';

/**
 * Requests to matchmaking (`empires.matchmaking.commands` -> `empires.matchmaking.results`):
 * commands that change queues, tables and profiles, and questions about them, each answered
 * once by its `commandId` (a repeated id gets the first answer).
 */
export type MatchmakingRequestBody =
  | {
      readonly type: 'JoinQueue';
      readonly payload: {
        readonly ruleset: string;
        readonly players: number;
        readonly botFill?: boolean;
        readonly botFillAfterSeconds?: number;
      };
    }
  | { readonly type: 'LeaveQueue'; readonly payload: { readonly ruleset: string } }
  | { readonly type: 'QueueStatus'; readonly payload: Record<string, never> }
  | {
      readonly type: 'CreateTable';
      readonly payload: {
        readonly ruleset: string;
        readonly seats: number;
        readonly options?: unknown;
        /** The game's `ClockSettings`, checked by the gateway. */
        readonly clock?: unknown;
      };
    }
  | { readonly type: 'JoinTable'; readonly payload: { readonly code: string } }
  /** A bot of a level, or of a policy spec (from before levels); neither: the level that fits the host's rating. */
  | {
      readonly type: 'AddBot';
      readonly payload: { readonly tableId: string; readonly level?: BotLevel; readonly policy?: string };
    }
  /** The levels of bot a ruleset offers, with how each plays; anyone may ask. */
  | { readonly type: 'BotLevels'; readonly payload: { readonly ruleset: string } }
  | { readonly type: 'StartTable'; readonly payload: { readonly tableId: string } }
  | { readonly type: 'GetTable'; readonly payload: { readonly tableId: string } }
  /** The tables of a ruleset not started yet, oldest first (`first`: 1 to 500, default 50). */
  | { readonly type: 'ListTables'; readonly payload: { readonly ruleset: string; readonly first?: number } }
  /** The asker gets up from a table before its game starts (the host cannot: the table waits for them). */
  | { readonly type: 'LeaveTable'; readonly payload: { readonly tableId: string } }
  /** The host frees a seat before the start, whoever holds it, player or bot (not their own). */
  | { readonly type: 'ClearTableSeat'; readonly payload: { readonly tableId: string; readonly seat: number } }
  /** Matches found for the asker lately (within `seconds`, 1 to 300, default 60), oldest first. */
  | { readonly type: 'RecentMatches'; readonly payload: { readonly seconds?: number } }
  /** Keeps the asker's name as their profile (the gateway sends it on registration). */
  | { readonly type: 'SaveProfile'; readonly payload: Record<string, never> }
  /** One player: name and ratings. */
  | { readonly type: 'GetPlayer'; readonly payload: { readonly playerId: string } }
  /** Players whose name begins with `prefix` (any case), by name (`first`: 1 to 100, default 20). */
  | { readonly type: 'SearchPlayers'; readonly payload: { readonly prefix: string; readonly first?: number } }
  | { readonly type: 'Leaderboard'; readonly payload: { readonly ruleset: string; readonly first?: number } }
  | { readonly type: 'RatingHistory'; readonly payload: { readonly playerId: string; readonly ruleset: string } }
  | TournamentRequestBody
  | AccountRequestBody;

export type MatchmakingRequest = MatchmakingRequestBody & {
  readonly commandId: string;
  /** Who asks: a player (with the name its token carries, kept as its profile) or the system. */
  readonly actor: Actor;
  readonly name?: string;
  /** Where the asker hears the reply (see `ReplyTo`). */
  readonly replyTo?: ReplyTo;
};

export type MatchmakingReply = ReplyBody & { readonly commandId: string };

export interface QueueEntryView {
  readonly ruleset: string;
  readonly players: number;
  readonly botFill: boolean;
  readonly joinedAt: string;
}

export interface TableView {
  readonly tableId: string;
  readonly code: string;
  readonly ruleset: string;
  readonly owner: string;
  readonly seats: readonly {
    readonly kind: 'open' | 'player' | 'bot';
    readonly playerId?: string;
    readonly policy?: string;
  }[];
  readonly status: 'open' | 'started';
  readonly gameId?: string;
  /** The game's time control, when it has one. */
  readonly clock?: unknown;
}

/** Why a table request was refused; the request changed nothing. */
export type TableRefusalCode =
  /** No table of that id or invite code. */
  | 'NOT_FOUND'
  /** Only the table's host adds bots, clears seats and starts it. */
  | 'FORBIDDEN'
  /** The table's game has begun: its seats are fixed. */
  | 'ALREADY_STARTED'
  | 'TABLE_FULL'
  | 'ALREADY_SEATED'
  /** Leaving a table one does not sit at. */
  | 'NOT_SEATED'
  /** The host leaving their table, or clearing their own seat. */
  | 'HOST_CANNOT_LEAVE'
  /** Clearing a seat nobody holds. */
  | 'SEAT_EMPTY'
  | 'BAD_USER_INPUT';

/**
 * The events of a table's stream (`table:<tableId>` on `empires.matchmaking.events`), each with
 * the table as it is after it.
 */
export type TableEvent =
  | { readonly type: 'TableCreated'; readonly table: TableView }
  | { readonly type: 'TableSeatTaken'; readonly seat: number; readonly playerId: string; readonly table: TableView }
  | { readonly type: 'TableBotAdded'; readonly seat: number; readonly policy: string; readonly table: TableView }
  | { readonly type: 'TablePlayerLeft'; readonly seat: number; readonly playerId: string; readonly table: TableView }
  | {
      readonly type: 'TableSeatCleared';
      readonly seat: number;
      /** Who sat there: a player or a bot. */
      readonly cleared: TableView['seats'][number];
      readonly table: TableView;
    }
  | { readonly type: 'TableStarted'; readonly gameId: string; readonly table: TableView };

/** A game matchmaking found for a player: the payload of `MatchFound` on `player:<id>`. */
export interface MatchFoundView {
  readonly gameId: string;
  readonly ruleset: string;
  readonly seats: readonly { readonly kind: string; readonly playerId?: string; readonly policy?: string }[];
  readonly waitedMs: number;
}

/** A player as others see them: the name their profile keeps, and their rating in each ruleset played. */
export interface PlayerView {
  readonly playerId: string;
  /** "deleted player" once erased. */
  readonly name: string;
  /** No password yet: a guest may claim its account later. */
  readonly guest: boolean;
  /** A bot account: shown as a bot wherever players are shown. */
  readonly bot: boolean;
  readonly ratings: readonly RatingView[];
}

export interface RatingView {
  readonly playerId: string;
  readonly name: string;
  /** A bot account's rating (bots are shown as bots wherever players are shown). */
  readonly bot: boolean;
  /** A built-in bot level's rating (its player id is `bot:<level>`): where players stand against the levels. */
  readonly level?: BotLevel;
  readonly ruleset: string;
  readonly mu: number;
  readonly sigma: number;
  /** mu - 3 sigma: what leaderboards sort by. */
  readonly ordinal: number;
  readonly games: number;
  /** Too few games for the rating to mean much yet. */
  readonly provisional: boolean;
}
