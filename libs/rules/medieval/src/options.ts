import { violation, type RuleViolation } from '@empires/rules-kernel';
import { MILLENNIUM } from './data/millennium.generated';
import { HANDICAPS } from './rules/handicaps';

/** Options: the design's named settings (M31) with their defaults, plus the server's own. */
export interface MedievalOptions {
  /** `millennium` (seven empires, 20 rounds) or `quickstart` (German Empire, France, Burgundy; 8 rounds). */
  readonly scenario: 'millennium' | 'quickstart';
  /** Empire id per seat; default: the scenario order. */
  readonly empires: readonly string[];
  /** Rounds in the game; 0 = the scenario's length. */
  readonly rounds: number;
  /** Kernel option for bot games: end after this many rounds (0 = none). */
  readonly roundLimit: number;
  readonly rebellionModel: 'twoStep' | 'oneStep';
  readonly crownIncome: number;
  readonly fortLossOnConquest: number;
  readonly naturalRecovery: boolean;
  readonly claimBonusVP: number;
  /** M26.5: true = this version's table (set-up writes its numbers into the game), false = none, or one number per empire in scenario order. */
  readonly handicaps: boolean | readonly number[];
  /** S001 33.11: drop one of burgundy, denmark, poland ('' = none). */
  readonly dropEmpire: string;
  /** Sea areas a non-seafaring coast can cross (M9.4 `seaReach`). */
  readonly seaReach: number;
  /** The optional raider and Magnate rules (M23, M24), on in Millennium. */
  readonly raiders: boolean;
  readonly magnates: boolean;
  /** M31 `yearTables`, `statureCheck`, `taxCap`, `plunderGold`: the design's v1 rules (one value each until the SPI originals are found). */
  readonly yearTables: 'M8.3-v1';
  readonly statureCheck: 'M7.2-v1';
  readonly taxCap: 'max(0,SS)';
  readonly plunderGold: 'max(1,Pop+SS)';
  /** M31 `statureCheckMarks`: Year Cards that cause a stature check. */
  readonly statureCheckMarks: readonly number[];
  /** M31 `magnateOnRebellion`: a rebellion raises a Magnate on a d6 of at least this (7 = never); at most `magnateLimit` in play, conquering below `magnateConquestLimit` areas. */
  readonly magnateOnRebellion: number;
  readonly magnateLimit: number;
  readonly magnateConquestLimit: number;
  /** M31 `allianceTieRule`: among tied highest 33.44 totals the present status wins, or all tied reroll. */
  readonly allianceTieRule: 'presentStatusWins' | 'reroll';
}

export const defaultOptions: MedievalOptions = {
  scenario: 'millennium',
  empires: [],
  rounds: 0,
  roundLimit: 0,
  rebellionModel: 'twoStep',
  crownIncome: 3,
  fortLossOnConquest: 1,
  naturalRecovery: true,
  claimBonusVP: 3,
  handicaps: true,
  dropEmpire: '',
  seaReach: 1,
  raiders: true,
  magnates: true,
  yearTables: 'M8.3-v1',
  statureCheck: 'M7.2-v1',
  taxCap: 'max(0,SS)',
  plunderGold: 'max(1,Pop+SS)',
  statureCheckMarks: [7, 14, 21, 28, 35, 42, 49, 56],
  magnateOnRebellion: 5,
  magnateLimit: 6,
  magnateConquestLimit: 4,
  allianceTieRule: 'presentStatusWins',
};

export const QUICKSTART_EMPIRES = ['german-empire', 'france', 'burgundy'];
export const QUICKSTART_ROUNDS = 8;

export function resolveOptions(
  given: Partial<MedievalOptions> | undefined,
  seats: number,
): MedievalOptions | RuleViolation {
  const o: MedievalOptions = { ...defaultOptions, ...(given ?? {}) };
  const ids = MILLENNIUM.empires.map((e) => e.id);
  const inPlay = o.scenario === 'quickstart' ? QUICKSTART_EMPIRES : ids.filter((id) => id !== o.dropEmpire);
  if (o.scenario !== 'millennium' && o.scenario !== 'quickstart') return violation('BAD_OPTIONS', 'unknown scenario');
  if (!Number.isInteger(seats) || seats < 0 || seats > Math.min(6, inPlay.length))
    return violation('BAD_OPTIONS', 'seats must be 0..6 and at most the empires in play');
  if (o.dropEmpire && !MILLENNIUM.droppable.map((i) => ids[i]).includes(o.dropEmpire))
    return violation('BAD_OPTIONS', 'only burgundy, denmark or poland may be dropped');
  if (!Array.isArray(o.empires)) return violation('BAD_OPTIONS', 'empires must be a list of empire ids');
  const empires = o.empires.length > 0 ? o.empires.slice(0, seats) : inPlay.slice(0, seats);
  if (empires.length !== seats || new Set(empires).size !== seats || empires.some((e) => !inPlay.includes(e)))
    return violation('BAD_OPTIONS', 'every seat needs a distinct empire in play');
  for (const key of ['rounds', 'roundLimit', 'crownIncome', 'fortLossOnConquest', 'claimBonusVP', 'seaReach'] as const)
    if (!Number.isInteger(o[key]) || o[key] < 0) return violation('BAD_OPTIONS', `${key} must be a whole number >= 0`);
  if (o.rebellionModel !== 'twoStep' && o.rebellionModel !== 'oneStep')
    return violation('BAD_OPTIONS', 'rebellionModel is twoStep or oneStep');
  for (const key of ['magnateOnRebellion', 'magnateLimit', 'magnateConquestLimit'] as const)
    if (!Number.isInteger(o[key]) || o[key] < 0) return violation('BAD_OPTIONS', `${key} must be a whole number >= 0`);
  if (!Array.isArray(o.statureCheckMarks) || o.statureCheckMarks.some((c) => !Number.isInteger(c) || c < 1 || c > 56))
    return violation('BAD_OPTIONS', 'statureCheckMarks are Year Card numbers 1..56');
  if (
    Array.isArray(o.handicaps)
      ? o.handicaps.length !== 7 || o.handicaps.some((h) => typeof h !== 'number')
      : typeof o.handicaps !== 'boolean'
  )
    return violation('BAD_OPTIONS', 'handicaps is true, false or seven numbers');
  if (o.allianceTieRule !== 'presentStatusWins' && o.allianceTieRule !== 'reroll')
    return violation('BAD_OPTIONS', 'allianceTieRule is presentStatusWins or reroll');
  if (
    o.yearTables !== 'M8.3-v1' ||
    o.statureCheck !== 'M7.2-v1' ||
    o.taxCap !== 'max(0,SS)' ||
    o.plunderGold !== 'max(1,Pop+SS)'
  )
    return violation('BAD_OPTIONS', 'only the v1 tables and formulas of the design exist so far');
  // M26.5: the table of this version is written into the game, so a replay keeps it after any recalibration.
  return { ...o, empires, handicaps: o.handicaps === true ? HANDICAPS : o.handicaps };
}
