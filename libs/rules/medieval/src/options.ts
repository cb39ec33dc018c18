import { violation, type ReadonlyOptions, type RuleViolation } from '@empires/rules-kernel';
import type { z } from 'zod';
import { MILLENNIUM } from './data/millennium';
import { HANDICAPS } from './rules/handicaps';
import { medievalOptionsSchema } from './schema/options';

export type MedievalOptions = ReadonlyOptions<z.infer<typeof medievalOptionsSchema>>;

export const defaultOptions: MedievalOptions = medievalOptionsSchema.parse({});

export const QUICKSTART_EMPIRES = ['german-empire', 'france', 'burgundy'];
export const QUICKSTART_ROUNDS = 8;

/** The options of a game, checked; `handicaps: true` becomes the table given (the version's, M26.5). */
export function resolveOptions(
  given: Partial<MedievalOptions> | undefined,
  seats: number,
  handicaps: readonly number[] = HANDICAPS,
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
  return { ...o, empires, handicaps: o.handicaps === true ? handicaps : o.handicaps };
}
