export * from './envelopes';
export * from './topics';
export * from './queries';
