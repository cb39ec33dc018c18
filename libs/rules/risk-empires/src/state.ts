import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import { defaultOptions } from './options';
import { RULINGS_1_0 } from './rulings';
import type { EndReasonSchema, PhaseSchema, SeatStepSchema } from './schema/steps';
import type {
  AttackTurnSchema,
  BattleSchema,
  NukeSchema,
  OccupationSchema,
  OfferSchema,
  riskViewSchema,
  TradeStepSchema,
} from './schema/view';

/** Where the game stands; the enums are declared in `schema/steps.ts`. */
export type Phase = z.infer<typeof PhaseSchema>;
/** Steps taken one seat at a time in round order (S002 Sequence of Play). */
export type SeatStep = z.infer<typeof SeatStepSchema>;
export type EndReason = z.infer<typeof EndReasonSchema>;

export const NEUTRAL = -1;
export const UNCLAIMED = -2;

export const ACTIVE = 0;
export const ELIMINATED = 1;
export const RESIGNED = 2;

/** An engagement: the attacker's rolls against one territory (S002 4 Combat & Cities). */
export type Battle = ReadonlyDeep<z.infer<typeof BattleSchema>>;
/** A conquest waiting for the attacker to move in (classic: at least the dice rolled). */
export type Occupation = ReadonlyDeep<z.infer<typeof OccupationSchema>>;
/** The current seat's Move and Attack step. */
export type AttackTurn = ReadonlyDeep<z.infer<typeof AttackTurnSchema>>;
export type Offer = ReadonlyDeep<z.infer<typeof OfferSchema>>;
/** The Trade Goods Cards step (S002 6), played by all eligible seats at once. */
export type TradeStep = ReadonlyDeep<z.infer<typeof TradeStepSchema>>;
/** A Nuke's protection (Table 4, Q clubs): lasts until the nuking seat's next Move and Attack step. */
export type Nuke = ReadonlyDeep<z.infer<typeof NukeSchema>>;

/**
 * The whole game as small flat arrays indexed by territory (0..41) or seat, in the very shape a
 * view shows (`schema/view.ts` declares and describes every field; `view` only writes hidden cards
 * as -1). Evolve copies only the arrays an event changes; everything else is shared with the
 * previous state.
 */
export type RiskState = ReadonlyDeep<z.infer<typeof riskViewSchema>>;

export const initialState: RiskState = {
  seats: 0,
  options: defaultOptions,
  rulings: RULINGS_1_0,
  neutral: false,
  phase: 'none',
  round: 0,
  order: [],
  seat: -1,
  first: 0,
  dir: 1,
  owner: [],
  armies: [],
  city: [],
  status: [],
  territoryCount: [],
  cityCount: [],
  onBoard: [],
  toPlace: [],
  eliminations: [],
  cards: [],
  goods: [],
  aside: [],
  empire: [],
  piles: [],
  deck: [],
  discard: [],
  supply: [],
  attack: null,
  nukes: [],
  trade: null,
  struck: 0,
  struckKinds: 0,
  bought: 0,
  ended: null,
};

/** A Move and Attack step as it opens: its free moves (one; two with the 6 of diamonds), nothing used yet. */
export const openAttack = (movesLeft: number): AttackTurn => ({
  conquered: false,
  movesLeft,
  moved: false,
  airDropUsed: false,
  nukeUsed: false,
  battle: null,
  occupy: null,
  mustTrade: false,
});
/** A closed Move and Attack step, read outside that step: nothing pending, nothing left. */
const NO_ATTACK: AttackTurn = { ...openAttack(0), moved: true, airDropUsed: true, nukeUsed: true };
export const attackTurn = (s: RiskState): AttackTurn => s.attack ?? NO_ATTACK;

export const stockOf = (s: RiskState, seat: number): number =>
  seat < 0 ? Infinity : s.options.armyStock - s.onBoard[seat];
export const holds = (s: RiskState, seat: number, suit: number, rank: number): boolean =>
  seat >= 0 && s.empire[seat]?.[rank - 1] === suit;
/** Army-equivalents in a territory: a city counts as 3 (S002 Effects of Disaster Cards). */
export const strength = (s: RiskState, t: number): number => s.armies[t] + 3 * s.city[t];
export const isNuked = (s: RiskState, t: number): boolean => s.nukes.some((n) => n.territory === t);
export function activeSeats(s: RiskState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.status.length; seat++) if (s.status[seat] === ACTIVE) out.push(seat);
  return out;
}
