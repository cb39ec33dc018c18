import type { RulesetBots } from './catalog';
import { medievalBots } from './medieval';
import { riskEmpiresBots } from './risk-empires';

/** What the bots know of each shipped ruleset, by ruleset id. */
const shipped: Readonly<Record<string, RulesetBots>> = { 'risk-empires': riskEmpiresBots, medieval: medievalBots };

export const botsFor = (rulesetId: string): RulesetBots | undefined => shipped[rulesetId];
