import { RulesetRegistry, type AnyRuleset } from '@empires/rules-kernel';

/** Every ruleset the server plays, every version it ever shipped (old games replay with theirs). */
export const shippedRulesets: readonly AnyRuleset[] = [];

export function rulesetRegistry(extra: readonly AnyRuleset[] = []): RulesetRegistry {
  return new RulesetRegistry([...shippedRulesets, ...extra]);
}
