import { violation, type ReadonlyOptions, type RuleViolation } from '@empires/rules-kernel';
import type { z } from 'zod';
import { riskOptionsSchema } from './schema/options';

export type RiskOptions = ReadonlyOptions<z.infer<typeof riskOptionsSchema>>;
export type SetupMode = RiskOptions['setup'];

export const defaultOptions: RiskOptions = riskOptionsSchema.parse({});

const int = (x: unknown, min: number, max: number): boolean =>
  Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** Options with defaults filled in, or why they are refused. */
export function resolveOptions(given: Partial<RiskOptions> | undefined): RiskOptions | RuleViolation {
  const o = { ...defaultOptions, ...(given ?? {}) };
  if (o.setup !== 'standard' && o.setup !== 'byChoice' && o.setup !== 'dealt')
    return violation('BAD_OPTIONS', 'setup must be standard, byChoice or dealt');
  if (!int(o.roundLimit, 0, 10000))
    return violation('BAD_OPTIONS', 'roundLimit must be an integer from 0 (none) to 10000');
  if (!int(o.armyStock, 40, 1000)) return violation('BAD_OPTIONS', 'armyStock must be an integer from 40 to 1000');
  if (!int(o.tradeOfferCap, 0, 50)) return violation('BAD_OPTIONS', 'tradeOfferCap must be an integer from 0 to 50');
  return { setup: o.setup, roundLimit: o.roundLimit, armyStock: o.armyStock, tradeOfferCap: o.tradeOfferCap };
}

/** Starting armies per seat (classic RISK); two seats get 40 and a neutral third army. */
export const STARTING_ARMIES: readonly number[] = [0, 0, 40, 35, 30, 25, 20];
