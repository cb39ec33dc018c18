import { medievalVersions } from '@empires/rules-medieval';
import { riskEmpiresVersions } from '@empires/rules-risk-empires';
import { RulesetRegistry, type AnyRuleset } from '@empires/rules-kernel';
import { warlordsVersions } from '@empires/rules-warlords';

/** Every ruleset the server plays, every version it ever shipped (old games replay with theirs). */
export const shippedRulesets: readonly AnyRuleset[] = [
  ...riskEmpiresVersions,
  ...warlordsVersions,
  ...medievalVersions,
];

export function rulesetRegistry(extra: readonly AnyRuleset[] = []): RulesetRegistry {
  return new RulesetRegistry([...shippedRulesets, ...extra]);
}
