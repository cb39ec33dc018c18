export * from './deadline-store';
export * from './scheduler';
