export * from './dice';
export * from './ranges';
export * from './registry';
export * from './ruleset';
export * from './table';
export * from './violation';
export * from './roll-audit';
