export * from './dice-race';
export * from './harness';
