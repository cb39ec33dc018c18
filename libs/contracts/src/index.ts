export * from './events';
export * from './envelopes';
export * from './topics';
export * from './queries';
export * from './matchmaking';
export * from './tournaments';
export * from './version';
export * from './standing-ranks';
