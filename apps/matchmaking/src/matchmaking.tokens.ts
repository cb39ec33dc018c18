export const BOTS = Symbol('BOTS');
