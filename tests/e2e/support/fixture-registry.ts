// The shipped rulesets and the dice-race fixture the e2e games are played with: what the rebuild
// tool's worker threads load in the e2e tests.
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets } from '@empires/testing';

export const fixtureRegistry = () => rulesetRegistry(fixtureRulesets);
