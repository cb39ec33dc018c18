import type { SeatHolder } from './game-stream';

/** What the engine accepts on `empires.game.commands` (the envelope's `type` and `payload`). */
export type GameCommand =
  | { readonly type: 'CreateGame'; readonly payload: CreateGame }
  | { readonly type: 'JoinSeat'; readonly payload: { readonly seat?: number } }
  | { readonly type: 'LeaveSeat'; readonly payload: { readonly seat: number } }
  | { readonly type: 'StartGame'; readonly payload: Record<string, never> }
  | { readonly type: 'SubmitAction'; readonly payload: SubmitAction }
  /** A seat gives up: sent by whoever may act for it, or by the system (matchmaking, when its entrant withdraws from the tournament). */
  | { readonly type: 'Resign'; readonly payload: { readonly seat: number } }
  | { readonly type: 'AbortGame'; readonly payload: { readonly reason: string } }
  /** On a game that is over: a player of it offers a rematch, the game `rematchId` (created next). */
  | { readonly type: 'OfferRematch'; readonly payload: { readonly seat: number; readonly rematchId: string } }
  /** From the engine's scheduler: the game's clock deadline has come (refused if the clock moved on). */
  | { readonly type: 'Timeout'; readonly payload: { readonly deadline: string } }
  /** A player takes back a seat a stand-in bot plays for them. */
  | { readonly type: 'ReclaimSeat'; readonly payload: { readonly seat: number } };

export interface CreateGame {
  /** `id` or `id@version`; a bare id takes the newest version. */
  readonly ruleset: string;
  readonly seats: readonly SeatHolder[];
  readonly options?: unknown;
  /** Start at once when no seat is open (bot and reserved seats count as filled). */
  readonly start?: boolean;
  /** Start by itself once the last open or reserved seat is taken. */
  readonly startWhenFull?: boolean;
  /** The finished game this one is a rematch of. */
  readonly rematchOf?: string;
  /** A time control and what running out of time does (`ClockSettings`); none: no clock. */
  readonly clock?: unknown;
}

export interface SubmitAction {
  readonly seat: number;
  readonly action: { readonly type: string; readonly [field: string]: unknown };
  /** The stream version the client decided on; anything else is a VERSION_CONFLICT. */
  readonly expectedVersion?: number;
}

/** Rejection codes of the engine itself, beside the rulesets' own. */
export const EngineCodes = {
  notFound: 'NOT_FOUND',
  alreadyExists: 'ALREADY_EXISTS',
  unknownRuleset: 'UNKNOWN_RULESET',
  forbidden: 'FORBIDDEN',
  badInput: 'BAD_USER_INPUT',
  versionConflict: 'VERSION_CONFLICT',
  gameFinished: 'GAME_FINISHED',
  notStarted: 'NOT_STARTED',
  alreadyStarted: 'ALREADY_STARTED',
  seatTaken: 'SEAT_TAKEN',
  alreadyOffered: 'ALREADY_OFFERED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
} as const;
