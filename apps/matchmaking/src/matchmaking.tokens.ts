export const RULESETS = Symbol('RULESETS');
export const BOTS = Symbol('BOTS');
