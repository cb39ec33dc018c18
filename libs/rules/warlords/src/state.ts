import type { Board } from './board/board';
import { BOARDS } from './board/boards';
import { defaultOptions, type WarlordsOptions } from './options';
import { RULINGS_1_0, type WarlordsRulings } from './rulings';

export const GENERALS_PER_SEAT = 5;
export const TOWNS_PER_EMPIRE = 4;
export const LINES_PER_EMPIRE = 10;
export const BASE_MAX_REGIMENTS = 20;

/** Where a chief of staff is: with a general (his piece id), in the capital, or lost. */
export const CHIEF_IN_CAPITAL = -1;
export const CHIEF_LOST = -2;

export type PieceStatus = 'unplaced' | 'active' | 'abandoned' | 'dead' | 'dispersed';

/** A general's piece. Ids are `seat * 5 + number - 1` and never change, not even on recruitment. */
export interface Piece {
  /** The seat commanding him; -1 once abandoned by a surrender. */
  readonly owner: number;
  /** The seat he was dealt to (his card sits in that seat's numbered box). */
  readonly dealtTo: number;
  /** The seat that abandoned him by surrendering, or -1. */
  readonly formerOwner: number;
  /** 1-5: the lines across the piece and its box. */
  readonly number: number;
  /** Index in GENERALS; -1 where a redacted event left it unknown. Hidden unless revealed. */
  readonly card: number;
  readonly revealed: boolean;
  /** Seats that have seen his card: the seat dealt him and any that recruited him. */
  readonly knownBy: readonly number[];
  readonly regiments: number;
  /** -1 off the board. While attacking: the space he entered the battlefield from (he is not on it). */
  readonly space: number;
  readonly status: PieceStatus;
  /** The space he attacks, while on a battlefield; else -1. */
  readonly attacking: number;
}

export interface Town {
  readonly space: number;
  readonly kind: 'town' | 'capital';
  /** The empire it was built in. */
  readonly empire: number;
  /** The seat whose regiment holds it, or -1 when unoccupied. */
  readonly occupant: number;
}

export type SeatStatus = 'playing' | 'crumbled' | 'surrendered';

export interface SeatState {
  readonly empire: number;
  readonly place: number;
  /** Cards dealt or drafted and not yet put in boxes (indices in GENERALS). */
  readonly hand: readonly number[];
  readonly assigned: boolean;
  readonly towns: number;
  readonly lines: number;
  readonly status: SeatStatus;
  /** 0 while playing; otherwise the how-many-th seat to fall (1 first). */
  readonly fellAs: number;
  /** CHIEF_IN_CAPITAL, CHIEF_LOST or the piece he rides with. */
  readonly chief: number;
}

export interface Battle {
  readonly target: number;
  /** Main attacker first, then the assisting ones in the order they attacked. */
  readonly attackers: readonly number[];
  readonly fought: boolean;
}

/** The battle being fought. Stages advance by events; decisions are asked at `defenders` and `casualties`. */
export interface Fight {
  readonly target: number;
  readonly defender: number;
  readonly attackers: readonly number[];
  readonly stage: 'defenders' | 'casualties' | 'aftermath';
  readonly committed: boolean;
  readonly mainDefender: number;
  readonly defenders: readonly number[];
  readonly attackerWon: boolean;
  readonly killsLeft: number;
  readonly garrisonKilled: boolean;
}

export type Step = 'raise' | 'move' | 'battle' | 'chief';

export interface Turn {
  readonly seat: number;
  readonly round: number;
  readonly step: Step;
  /** Regiments raised this turn, per town index. */
  readonly produced: readonly number[];
  /** Regiments of each piece when the movement step began: they set his speed. */
  readonly startRegiments: readonly number[];
  /** The piece moving now, or -1. */
  readonly mover: number;
  readonly spent: number;
  /** 0 nothing yet, 1 laid a line, 2 destroyed a line: a general may not do both. */
  readonly mode: 0 | 1 | 2;
  /** Pieces whose movement is over this turn. */
  readonly moved: readonly number[];
  readonly battles: readonly Battle[];
  readonly fight: Fight | null;
  /** Defending generals that have assisted this player turn. */
  readonly assisted: readonly number[];
  readonly proposed: boolean;
}

export type Pending =
  | { readonly kind: 'leaveTown'; readonly seat: number; readonly piece: number; readonly space: number }
  | { readonly kind: 'retreat'; readonly seat: number; readonly piece: number; readonly options: readonly number[] }
  | { readonly kind: 'recruit'; readonly seat: number; readonly candidates: readonly number[] };

export interface Proposal {
  readonly seat: number;
  readonly ranks: readonly number[];
  readonly accepted: readonly number[];
}

export interface Result {
  readonly reason: string;
  readonly ranks: readonly number[];
  readonly scores: readonly number[];
}

export type Phase = 'new' | 'sides' | 'draft' | 'generals' | 'placement' | 'play' | 'ended';

/** The optional draft (S004 2), all in the open: what is left, who banned what, how far it went. */
export interface Draft {
  /** Generals not yet drafted (indices in GENERALS). */
  readonly pool: readonly number[];
  /** General index -> the seat that banned it for everyone else, or -1. */
  readonly bannedBy: readonly number[];
  /** Steps of `draftSteps` taken or passed. */
  readonly step: number;
}

export interface WarlordsState {
  readonly phase: Phase;
  readonly options: WarlordsOptions;
  /** The rulings of the version that set the game up (`rulings.ts`). */
  readonly rulings: WarlordsRulings;
  readonly seats: readonly SeatState[];
  /** Seats in d20 order: who picks sides first. */
  readonly pickOrder: readonly number[];
  /** Seats in turn order (by turn place). */
  readonly order: readonly number[];
  readonly pieces: readonly Piece[];
  readonly towns: readonly Town[];
  /** Space -> index in `towns`, or -1. */
  readonly townAt: readonly number[];
  /** Space -> seat whose supply line is there, or -1. */
  readonly lines: readonly number[];
  readonly draft: Draft | null;
  readonly turn: Turn | null;
  readonly pending: Pending | null;
  readonly proposal: Proposal | null;
  /** Regiments brought into play and taken out of it, for the conservation invariant. */
  readonly made: number;
  readonly lost: number;
  readonly fallen: number;
  readonly result: Result | null;
}

export const initialState: WarlordsState = {
  phase: 'new',
  options: defaultOptions,
  rulings: RULINGS_1_0,
  seats: [],
  pickOrder: [],
  order: [],
  pieces: [],
  towns: [],
  townAt: [],
  lines: [],
  draft: null,
  turn: null,
  pending: null,
  proposal: null,
  made: 0,
  lost: 0,
  fallen: 0,
  result: null,
};

/** Seat whose turn it is, the moving general and the declared battles (-1, -1, none outside a turn). */
export const turnSeat = (s: WarlordsState): number => s.turn?.seat ?? -1;
export const moverOf = (s: WarlordsState): number => s.turn?.mover ?? -1;
export const battlesOf = (s: WarlordsState): readonly Battle[] => s.turn?.battles ?? [];

export const boardOf = (s: WarlordsState): Board => BOARDS[s.options.board] ?? BOARDS['six-empires'];
