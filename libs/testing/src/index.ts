export * from './dice-race';
export * from './harness';
export * from './sealed-bids';
