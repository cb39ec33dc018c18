import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { Board } from './board/board';
import { BOARDS } from './board/boards';
import { defaultOptions, type WarlordsOptions } from './options';
import { RULINGS_1_0 } from './rulings';
import type { EndReasonSchema, StepSchema } from './schema/steps';
import type { PieceViewSchema, SeatViewSchema, warlordsViewSchema } from './schema/view';
import type {
  BattleSchema,
  FightSchema,
  PendingSchema,
  ResultSchema,
  TownSchema,
  TurnSchema,
} from './schema/view-parts';

export const GENERALS_PER_SEAT = 5;
export const TOWNS_PER_EMPIRE = 4;
export const LINES_PER_EMPIRE = 10;
export const BASE_MAX_REGIMENTS = 20;

/** Where a chief of staff is: with a general (his piece id), in the capital, or lost. */
export const CHIEF_IN_CAPITAL = -1;
export const CHIEF_LOST = -2;

/** A general's piece, as `schema/view.ts` declares and describes it, with his card as the rules hold it. */
export type Piece = ReadonlyDeep<Omit<z.infer<typeof PieceViewSchema>, 'general'>> & {
  /** Index in GENERALS; -1 where a redacted event left it unknown. Hidden unless revealed. */
  readonly card: number;
  /** Seats that have seen his card: the seat dealt him and any that recruited him. */
  readonly knownBy: readonly number[];
};

export type Town = ReadonlyDeep<z.infer<typeof TownSchema>>;

/** A seat, as `schema/view.ts` declares it, with its hand as the rules hold it. */
export type SeatState = ReadonlyDeep<Omit<z.infer<typeof SeatViewSchema>, 'hand' | 'handSize'>> & {
  /** Cards dealt or drafted and not yet put in boxes (indices in GENERALS). */
  readonly hand: readonly number[];
};

export type Battle = ReadonlyDeep<z.infer<typeof BattleSchema>>;
/** The battle being fought. Stages advance by events; decisions are asked at `defenders` and `casualties`. */
export type Fight = ReadonlyDeep<z.infer<typeof FightSchema>>;
export type Step = z.infer<typeof StepSchema>;
export type Turn = ReadonlyDeep<z.infer<typeof TurnSchema>>;
export type Pending = ReadonlyDeep<z.infer<typeof PendingSchema>>;
export type EndReason = z.infer<typeof EndReasonSchema>;
export type Result = ReadonlyDeep<z.infer<typeof ResultSchema>>;

/**
 * The whole game, in the shape a view shows it (`schema/view.ts` declares and describes every
 * field): `view` only names the cards a viewer may know, which the rules hold as deck indices.
 */
export type WarlordsState = ReadonlyDeep<
  Omit<z.infer<typeof warlordsViewSchema>, 'viewer' | 'options' | 'pieces' | 'seats'>
> & {
  readonly options: WarlordsOptions;
  readonly pieces: readonly Piece[];
  readonly seats: readonly SeatState[];
};

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
