import type { EmpireFlag } from './data/types';
import type { MedievalOptions } from './options';
import { RULINGS_1_0, type MedievalRulings } from './rulings';

/** Plain JSON state, arrays indexed by area / empire / seat number (fast copies, snapshot-safe). */
export interface Leader {
  readonly name: string;
  readonly c: number;
  readonly a: number;
  readonly d: number;
}

export interface AreaState {
  /** Owning empire, -1 when independent (unowned or Magnate). */
  readonly owner: number;
  readonly magnate: number;
  readonly ss: number;
  readonly fort: number;
  readonly unrest: boolean;
  readonly heretical: boolean;
  readonly religion: number;
  readonly language: number;
  /** Diplomatic ties, one bit per empire (S003 12.14: at most one per empire). */
  readonly ties: number;
  /** Claims, one bit per empire (S003 18.11). */
  readonly claims: number;
  /** Partial-conquest markers, each `attacker * 256 + base` (M10.2). */
  readonly markers: readonly number[];
  /** Pillaged or attacked since its owner's last turn (S001 33.24C step 1). */
  readonly attacked: boolean;
}

export type EmpireStatus = 'player' | 'allied' | 'independent' | 'removed';

export interface EmpireState {
  readonly status: EmpireStatus;
  /** Controlling seat (player or ally), -1 for independent and removed empires. */
  readonly seat: number;
  readonly leader: Leader;
  readonly heirs: number;
  readonly language: number;
  readonly religion: number;
  /** Court area, -1 in exile. */
  readonly court: number;
  /** The last court it held (S001 33.64: a removed empire returns in an area of its language and religion). */
  readonly lastCourt: number;
  readonly gold: number;
  /** Year Cards in deal order; hidden from everyone (M28.3). */
  readonly cards: readonly number[];
  /** Alliance ties held on this empire's court, per empire (S001 33.41). */
  readonly allianceTies: readonly number[];
  /** VP when the present alliance took effect (S001 33.5). */
  readonly vpSnapshot: number;
  readonly everPossessed: readonly number[];
  /** Unplayed holding event cards, oldest first (public, M20.1.2). */
  readonly held: readonly number[];
  /** Lasting event cards in play, oldest first. */
  readonly lasting: readonly number[];
  /** Areas on which this empire waives the +2 of its tie (S003 12.41(2), M18.2), a standing setting. */
  readonly waivers: readonly number[];
  /** S003 18.3(2) scenario flags (M19.9). */
  readonly flags: readonly EmpireFlag[];
}

export interface SeatState {
  readonly empire: number;
  readonly resigned: boolean;
  /** 1 for the first seat to resign, 2 for the next…; 0 while playing (a later leaver ranks above an earlier one). */
  readonly resignOrder: number;
  /** VP gained or lost through alliances (S001 33.5). */
  readonly ledger: number;
  /** Allied Empires of other seats on whose endeavours this seat takes −2 (S001 33.43), a standing toggle. */
  readonly rivalPenalties: readonly number[];
}

export type EndeavourKind = 'conquest' | 'pillage' | 'diplomacy' | 'fortification' | 'ruling' | 'conversion';

export interface Attack {
  /** The acting empire, or -1 for a raider group or a Magnate. */
  readonly empire: number;
  readonly raider: number;
  readonly magnate: number;
  readonly kind: EndeavourKind;
  readonly base: number;
  readonly target: number;
  readonly gold: number;
  readonly seas: number;
  readonly defender: number;
  readonly defended: boolean;
  /** Extra Defense gold, or the owner's counter-gold against a Diplomacy (M12.2). */
  readonly defenseGold: number;
  /** M10.6: a Conquest made to cancel a marker that came through the target. */
  readonly cancel: boolean;
  /** Able Minister or Mercenaries played with the endeavour, Mercenaries with the Defense (M20.1.3). */
  readonly boost: boolean;
  readonly defenseBoost: boolean;
}

export interface TurnState {
  readonly empire: number;
  readonly endeavours: number;
  readonly taxation: 'none' | 'open' | 'done' | 'postponed';
  /** Areas already levied (or passed) in this taxation. */
  readonly settled: readonly number[];
  readonly step1Tried: readonly number[];
}

export interface MagnateState {
  readonly name: string;
  readonly court: number;
  readonly combat: number;
}

export interface AttackPhase {
  /** Raider group being played, or the number of groups once the Magnates act. */
  readonly group: number;
  /** Raids the group may still make this round; -1 before its activity roll. */
  readonly raidsLeft: number;
  readonly magnate: number;
}

export interface Initiative {
  /** Empires in rank order (M5.1). */
  readonly ranking: readonly number[];
  /** Empire in each slot, -1 while free. */
  readonly slots: readonly number[];
  /** How many of the ranking have taken a slot. */
  readonly placed: number;
}

/** A claim parley in progress (S003 18.0(3b), 18.2; S001 33.27-33.28). */
export interface Parley {
  /** `claim`: shall the caller receive a claim? `contest`: shall the diplomatic conquest be annulled (S003 12.32)? */
  readonly kind: 'claim' | 'contest';
  readonly caller: number;
  readonly area: number;
  /** Contest only: the empire that conquered, and whether its T/C gave it a claim there. */
  readonly conqueror: number;
  readonly claimGiven: boolean;
  /** Per empire: the seat that casts its votes, or -1 (no seat: its ballot is already set, or it does not vote). */
  readonly voterSeat: readonly number[];
  /** Per empire: 1 Yes, -1 No, 0 abstain, null not yet cast. */
  readonly ballots: readonly (number | null)[];
}

/** A queued S001 33.44 roll or 33.45 tie roll, waiting for the eligible seats' secret gold (33.46). */
export interface AllianceTask {
  readonly empire: number;
  readonly kind: 'roll' | 'heirless';
  /** Per seat: gold declared, null while awaited; null for the whole list until declarations are asked. */
  readonly bids: readonly (number | null)[] | null;
}

/** S001 33.61: sealed asylum offers for an Independent that lost its court. */
export interface Asylum {
  readonly empire: number;
  /** Per seat: true / false once declared, null while awaited (resigned seats: false). */
  readonly offers: readonly (boolean | null)[];
  /** Per seat: its Player Empire's ties on the lost court, as they were before the loss. */
  readonly ties: readonly number[];
}

export interface Pending {
  readonly kind: 'defense' | 'slot' | 'contest' | 'courtlessAlly' | 'counterGold' | 'discard' | 'eventTarget' | 'court';
  /** eventTarget only: the card whose target is chosen. */
  readonly card?: number;
  readonly empire: number;
  readonly seat: number;
  /** Contest only (S003 12.32): the area conquered, by whom, and whether a claim came with it. */
  readonly area?: number;
  readonly conqueror?: number;
  readonly claimGiven?: boolean;
}

export interface MedievalState {
  readonly phase: 'new' | 'play' | 'ended';
  readonly options: MedievalOptions;
  /** The rulings of the version that set the game up (`rulings.ts`). */
  readonly rulings: MedievalRulings;
  readonly round: number;
  readonly lastRound: number;
  readonly order: readonly number[];
  readonly turnIndex: number;
  readonly turn: TurnState | null;
  readonly attack: Attack | null;
  readonly pending: Pending | null;
  readonly areas: readonly AreaState[];
  readonly empires: readonly EmpireState[];
  readonly seats: readonly SeatState[];
  readonly magnates: readonly MagnateState[];
  /** Event draw pile (its order is hidden) and discard pile (M20.1.5). */
  readonly pile: readonly number[];
  readonly discard: readonly number[];
  /** Raider groups removed for good (M23.2). */
  readonly raidersRemoved: readonly boolean[];
  /** Cursor of the Raider and Magnate Attack Phases (M4 steps 2-3); null outside them. */
  readonly attackPhase: AttackPhase | null;
  readonly initiative: Initiative | null;
  readonly parley: Parley | null;
  readonly asylum: Asylum | null;
  readonly allianceQueue: readonly AllianceTask[];
  /** The end of round has turned up its cards; it finishes once the queued alliance rolls are done. */
  readonly roundEnding: boolean;
  /** Claim parleys called this round, `empire * 256 + area` (once per round per empire per area). */
  readonly parleysThisRound: readonly number[];
  /** Year Cards turned up this round by endeavours and Defenses (public; what `determinize` may not deal again). */
  readonly yearCardsSeen: readonly number[];
  readonly scores: readonly number[] | null;
}

export const initialState: MedievalState = {
  phase: 'new',
  options: null as unknown as MedievalOptions,
  rulings: RULINGS_1_0,
  round: 0,
  lastRound: 0,
  order: [],
  turnIndex: 0,
  turn: null,
  attack: null,
  pending: null,
  areas: [],
  empires: [],
  seats: [],
  magnates: [],
  pile: [],
  discard: [],
  raidersRemoved: [],
  attackPhase: null,
  initiative: null,
  parley: null,
  asylum: null,
  allianceQueue: [],
  roundEnding: false,
  parleysThisRound: [],
  yearCardsSeen: [],
  scores: null,
};

export const hasBit = (mask: number, i: number): boolean => (mask & (1 << i)) !== 0;
export const bitsOf = (mask: number): number[] => {
  const out: number[] = [];
  for (let i = 0; mask >> i; i++) if (hasBit(mask, i)) out.push(i);
  return out;
};

/** The seat that acts for an empire, or -1 (independent, removed). */
export const controllerOf = (s: MedievalState, empire: number): number => s.empires[empire].seat;
