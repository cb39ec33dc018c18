import { defaultOptions, type RiskOptions } from './options';
import { RULINGS_1_0, type RiskRulings } from './rulings';

/**
 * The whole game as small flat arrays indexed by territory (0..41) or seat. Evolve copies only
 * the arrays an event changes; everything else is shared with the previous state.
 */
export type Phase =
  | 'none'
  | 'claim'
  | 'setupPlace'
  | 'place'
  | 'attack'
  | 'build'
  | 'trade'
  | 'disasters'
  | 'purchase'
  | 'ended';
/** Steps taken one seat at a time in round order (S002 Sequence of Play). */
export type SeatStep = 'place' | 'attack' | 'build' | 'disasters' | 'purchase';
/** Steps that move from seat to seat, set-up included. */
export type TurnStep = SeatStep | 'claim' | 'setupPlace';

export const NEUTRAL = -1;
export const UNCLAIMED = -2;

export const ACTIVE = 0;
export const ELIMINATED = 1;
export const RESIGNED = 2;

/** An engagement: the attacker's rolls against one territory (S002 4 Combat & Cities). */
export interface Battle {
  /** Attacking territory, or -1 for an Air Drop whose armies are in `drop`. */
  readonly from: number;
  readonly to: number;
  /** Dice declared for the roll that waits on the defender's city choice. */
  readonly dice: number;
  /** The territory held a city when the attack was declared (S002 4 Combat & Goods Cards). */
  readonly hadCity: boolean;
  /** The defender is choosing whether to convert its city before combat. */
  readonly asking: boolean;
  /** Air Drop armies still fighting (0 for an ordinary attack). */
  readonly drop: number;
}

/** A conquest waiting for the attacker to move in (classic: at least the dice rolled). */
export interface Occupation {
  readonly from: number;
  readonly to: number;
  readonly min: number;
}

/** The current seat's Move and Attack step. */
export interface AttackTurn {
  readonly conquered: boolean;
  readonly movesLeft: number;
  /** A free move was made: attacks are over (S002 4). */
  readonly moved: boolean;
  readonly airDropUsed: boolean;
  readonly nukeUsed: boolean;
  readonly battle: Battle | null;
  readonly occupy: Occupation | null;
  /** Territory cards captured on an elimination took the hand to 6+: trade down to 4 first. */
  readonly mustTrade: boolean;
}

export interface Offer {
  readonly id: number;
  readonly from: number;
  readonly to: number;
  readonly cards: readonly number[];
  readonly count: number;
  readonly points: number | null;
  readonly numbers: readonly number[] | null;
  /** Cards wanted in return (3 or more). */
  readonly ask: number;
}

/** The Trade Goods Cards step (S002 6), played by all eligible seats at once. */
export interface TradeStep {
  /** Seats that held 3+ goods cards when the step began. */
  readonly traders: readonly boolean[];
  readonly finished: readonly boolean[];
  readonly offersMade: readonly number[];
  readonly offers: readonly Offer[];
  readonly nextOffer: number;
}

/** A Nuke's protection (Table 4, Q clubs): lasts until the nuking seat's next Move and Attack step. */
export interface Nuke {
  readonly territory: number;
  readonly seat: number;
}

export interface RiskState {
  readonly seats: number;
  readonly options: RiskOptions;
  /** The rulings of the version that set the game up (`rulings.ts`). */
  readonly rulings: RiskRulings;
  /** Two-player games add a neutral army (classic RISK). */
  readonly neutral: boolean;
  readonly phase: Phase;
  readonly round: number;
  /** Round order (S002 1), seats. */
  readonly order: readonly number[];
  /** The seat acting in a one-at-a-time step or set-up (-1 when none). */
  readonly seat: number;
  /** The starting player of set-up (by a die roll). */
  readonly first: number;
  /** Set-up direction for the "by choice" snake (+1 clockwise, -1 anticlockwise). */
  readonly dir: number;

  readonly owner: readonly number[];
  readonly armies: readonly number[];
  /** 1 where a city stands. */
  readonly city: readonly number[];

  readonly status: readonly number[];
  readonly territoryCount: readonly number[];
  readonly cityCount: readonly number[];
  /** Armies of each seat on the board (its stock is `armyStock` minus this). */
  readonly onBoard: readonly number[];
  /** Armies the seat still has to place (set-up, reinforcements, card sets). */
  readonly toPlace: readonly number[];
  readonly eliminations: readonly number[];

  readonly cards: readonly (readonly number[])[];
  readonly goods: readonly (readonly number[])[];
  /** Disasters received in trades, face down, in the order received (S002 6). */
  readonly aside: readonly (readonly number[])[];
  /** Per seat, per rank 1..13 (index rank-1): the suit held, or -1. */
  readonly empire: readonly (readonly number[])[];

  readonly piles: readonly (readonly number[])[];
  readonly deck: readonly number[];
  readonly discard: readonly number[];
  readonly supply: readonly number[];

  readonly attack: AttackTurn | null;
  readonly nukes: readonly Nuke[];
  readonly trade: TradeStep | null;
  /** Disasters resolved this turn by the current seat (S002 7): count and a bit per kind. */
  readonly struck: number;
  readonly struckKinds: number;
  /** Empire card ranks bought in the current Purchase step, a bit per rank: they give no credit yet. */
  readonly bought: number;
  readonly ended: {
    readonly reason: EndReason;
    readonly ranks: readonly number[];
    readonly scores: readonly number[];
  } | null;
}

export type EndReason = 'conquest' | 'lastSeat' | 'lastKing' | 'roundLimit';

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

/** A closed Move and Attack step, read outside that step: nothing pending, nothing left. */
export const NO_ATTACK: AttackTurn = {
  conquered: false,
  movesLeft: 0,
  moved: true,
  airDropUsed: true,
  nukeUsed: true,
  battle: null,
  occupy: null,
  mustTrade: false,
};
export const attackTurn = (s: RiskState): AttackTurn => s.attack ?? NO_ATTACK;

export const stockOf = (s: RiskState, seat: number): number =>
  seat < 0 ? Infinity : s.options.armyStock - s.onBoard[seat];
export const isActive = (s: RiskState, seat: number): boolean => s.status[seat] === ACTIVE;
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
