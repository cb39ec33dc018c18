import type { RulesetBots } from './catalog';
import { medievalBots } from './medieval';

/** What the bots know of each shipped ruleset, by ruleset id. */
const shipped: Readonly<Record<string, RulesetBots>> = { medieval: medievalBots };

export const botsFor = (rulesetId: string): RulesetBots | undefined => shipped[rulesetId];
