import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { MedievalOptions } from './options';
import { RULINGS_1_0, type MedievalRulings } from './rulings';
import type { EndeavourKind as EndeavourKindSchema, LeaderSchema } from './schema/fields';
import type {
  AllianceTaskSchema,
  AreaSchema,
  AsylumSchema,
  AttackPhaseSchema,
  AttackSchema,
  EmpireSchema,
  InitiativeSchema,
  MagnateSchema,
  ParleySchema,
  PendingSchema,
  SeatSchema,
  TurnSchema,
} from './schema/view';

/**
 * Plain JSON state, arrays indexed by area / empire / seat number (fast copies, snapshot-safe). Its
 * parts are declared, with what each field means, in `schema/view.ts`: the view shows them as they are.
 */
export type Leader = ReadonlyDeep<z.infer<typeof LeaderSchema>>;
export type AreaState = ReadonlyDeep<z.infer<typeof AreaSchema>>;
/** Its Year Cards (`cards`, deal order) are hidden from everyone (M28.3); the view shows their number. */
export type EmpireState = ReadonlyDeep<z.infer<typeof EmpireSchema>>;
type SeatState = ReadonlyDeep<z.infer<typeof SeatSchema>>;
export type EndeavourKind = z.infer<typeof EndeavourKindSchema>;
export type Attack = ReadonlyDeep<z.infer<typeof AttackSchema>>;
export type TurnState = ReadonlyDeep<z.infer<typeof TurnSchema>>;
type MagnateState = ReadonlyDeep<z.infer<typeof MagnateSchema>>;
type AttackPhase = ReadonlyDeep<z.infer<typeof AttackPhaseSchema>>;
type Initiative = ReadonlyDeep<z.infer<typeof InitiativeSchema>>;
/** A claim parley in progress (S003 18.0(3b), 18.2; S001 33.27-33.28); ballots per empire, null until cast. */
type Parley = ReadonlyDeep<z.infer<typeof ParleySchema>>;
/** A queued S001 33.44 roll or 33.45 tie roll, waiting for the eligible seats' secret gold (33.46). */
type AllianceTask = ReadonlyDeep<z.infer<typeof AllianceTaskSchema>>;
/** S001 33.61: sealed asylum offers for an Independent that lost its court. */
type Asylum = ReadonlyDeep<z.infer<typeof AsylumSchema>>;
export type Pending = ReadonlyDeep<z.infer<typeof PendingSchema>>;

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
