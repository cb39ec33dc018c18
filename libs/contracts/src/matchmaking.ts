import type { Actor } from './envelopes';
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
      readonly payload: { readonly ruleset: string; readonly seats: number; readonly options?: unknown };
    }
  | { readonly type: 'JoinTable'; readonly payload: { readonly code: string } }
  | { readonly type: 'AddBot'; readonly payload: { readonly tableId: string; readonly policy?: string } }
  | { readonly type: 'StartTable'; readonly payload: { readonly tableId: string } }
  | { readonly type: 'GetTable'; readonly payload: { readonly tableId: string } }
  | { readonly type: 'Leaderboard'; readonly payload: { readonly ruleset: string; readonly first?: number } }
  | { readonly type: 'RatingHistory'; readonly payload: { readonly playerId: string; readonly ruleset: string } }
  | TournamentRequestBody;

export type MatchmakingRequest = MatchmakingRequestBody & {
  readonly commandId: string;
  /** Who asks: a player (with the name its token carries, kept as its profile) or the system. */
  readonly actor: Actor;
  readonly name?: string;
};

export type MatchmakingReply =
  | { readonly commandId: string; readonly ok: true; readonly data: unknown }
  | { readonly commandId: string; readonly ok: false; readonly code: string; readonly message: string };

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
}

export interface RatingView {
  readonly playerId: string;
  readonly name: string;
  readonly ruleset: string;
  readonly mu: number;
  readonly sigma: number;
  /** mu - 3 sigma: what leaderboards sort by. */
  readonly ordinal: number;
  readonly games: number;
  /** Too few games for the rating to mean much yet. */
  readonly provisional: boolean;
}
