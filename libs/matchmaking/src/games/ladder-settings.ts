import { levelsOf } from '@empires/bots';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { RulesBots } from '../requests/context';
import type { LadderOptions } from './bot-ladder';

/**
 * The bot ladder as the operator sets it: `EMPIRES_BOT_LADDER_MINUTES` between slots (unset or 0:
 * off), over `EMPIRES_BOT_LADDER_RULESETS` (comma-separated ids; default every ruleset whose bots
 * offer two levels or more).
 */
export function ladderSettings(
  registry: RulesetRegistry,
  bots: RulesBots,
  env: NodeJS.ProcessEnv = process.env,
): Pick<LadderOptions, 'everyMinutes' | 'rulesets'> | undefined {
  const everyMinutes = Number(env.EMPIRES_BOT_LADDER_MINUTES ?? 0);
  if (!(everyMinutes > 0)) return undefined;
  const only = env.EMPIRES_BOT_LADDER_RULESETS?.split(',').map((id) => id.trim());
  const rulesets = registry
    .latest()
    .filter((r) => !only || only.includes(r.id))
    .map((r) => ({ id: r.id, levels: levelsOf(r.id, bots(r.id)).map((o) => o.level) }))
    .filter((r) => r.levels.length >= 2);
  return rulesets.length > 0 ? { everyMinutes, rulesets } : undefined;
}
