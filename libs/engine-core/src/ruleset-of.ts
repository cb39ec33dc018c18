import type { AnyRuleset, RulesetRegistry } from '@empires/rules-kernel';

/** A ruleset this code does not know: nothing can be decided or shown of its games, safely. */
export class UnknownRuleset extends Error {
  readonly code = 'UNKNOWN_RULESET';
  constructor(readonly ruleset: string) {
    super(`the ruleset ${ruleset} is not known here`);
  }
}

/** The rules a game or event names (`id@version`); an instance without them (an older one, mid-deploy) refuses. */
export function rulesetOf(registry: RulesetRegistry, key: string): AnyRuleset {
  const ruleset = registry.find(key);
  if (!ruleset) throw new UnknownRuleset(key);
  return ruleset;
}
