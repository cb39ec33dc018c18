import type { RulesetRegistry } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import type { Provider } from '@nestjs/common';

/** The one registry of rulesets a service decides, folds, plays, redacts or describes with. */
export const RULESETS = Symbol('RULESETS');

/** Provides `RULESETS`: the shipped rulesets, or the registry a test brings (with its fixtures). */
export const rulesetsProvider = (registry: RulesetRegistry = rulesetRegistry()): Provider => ({
  provide: RULESETS,
  useValue: registry,
});
