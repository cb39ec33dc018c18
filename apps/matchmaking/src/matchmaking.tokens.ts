import type { RulesetBots } from '@empires/bots';

export const RULESETS = Symbol('RULESETS');
export const BOTS = Symbol('BOTS');
export type RulesBots = (rulesetId: string) => RulesetBots | undefined;
