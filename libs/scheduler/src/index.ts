export * from './deadline-store';
export * from './scheduler';
export * from './wakeable-loop';
export * from './wakeable-worker';
export * from './group-commit';
