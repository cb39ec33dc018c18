import { violation, type RuleViolation } from '@empires/rules-kernel';

export type SetupMode = 'standard' | 'byChoice' | 'dealt';

export interface RiskOptions {
  /** How territories are taken at the start: classic claiming, the seed's snake "by choice", or dealt cards. */
  readonly setup: SetupMode;
  /** Bot games: the game is scored after this round (0 = no limit). */
  readonly roundLimit: number;
  /** Army pieces per player (cities are separate pieces). See README "Army stock". */
  readonly armyStock: number;
  /** Trade offers a seat may make in one Trade step, so random games always leave it. */
  readonly tradeOfferCap: number;
}

export const defaultOptions: RiskOptions = { setup: 'standard', roundLimit: 0, armyStock: 100, tradeOfferCap: 3 };

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
