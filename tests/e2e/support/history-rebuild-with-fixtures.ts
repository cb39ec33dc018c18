// The rebuild tool as shipped, plus the dice-race fixture the e2e games are played with.
import { rebuildHistory, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets } from '@empires/testing';

runCommand(rebuildHistory, rulesetRegistry(fixtureRulesets));
