// The warlords ruleset is NOT yet implemented (see README.md): this library exports only its
// board and general data, which the ruleset will build on.
export * from './board/hex';
export * from './board/board';
export * from './board/default-board';
export * from './generals/generals';
export * from './generals/tables';
