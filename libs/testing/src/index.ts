export * from './dice-race';
export * from './harness';
export * from './fresh-schema';
export * from './sealed-bids';
export * from './nim';

import { diceRace } from './dice-race';
import { sealedBids } from './sealed-bids';

/** The test rulesets the end-to-end services play besides the shipped ones. */
export const fixtureRulesets = [diceRace, sealedBids];
export * from './webhook-receiver';
export * from './matchmaking-replies';
