import type { RulesetBots } from './catalog';

/** What the bots know of each shipped ruleset, by ruleset id. */
const shipped: Readonly<Record<string, RulesetBots>> = {};

export const botsFor = (rulesetId: string): RulesetBots | undefined => shipped[rulesetId];
