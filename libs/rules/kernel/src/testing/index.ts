// Test kits, imported by specs only (as `@empires/rules-kernel/testing`): nothing here ships with a service.
export * from './decider-spec';
export * from './ruleset-spec';
export * from './twins';
export * from './played-game';
export * from './option-edges';
export * from './decisions';
export * from './schema-suite';
export * from './descriptor-suite';
export * from './bench-suite';
export * from './rolls-suite';
export * from './stale-seats-check';
