import type { RulesetBots } from './catalog';
import { medievalBots } from './medieval';
import { riskEmpiresBots } from './risk-empires';
import { warlordsBots } from './warlords';

/** What the bots know of each shipped ruleset, by ruleset id. */
const shipped: Readonly<Record<string, RulesetBots>> = {
  'risk-empires': riskEmpiresBots,
  medieval: medievalBots,
  warlords: warlordsBots,
};

export const botsFor = (rulesetId: string): RulesetBots | undefined => shipped[rulesetId];
