// The export tool as shipped, plus the dice-race fixture (running games are redacted by it).
import { exportGames, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';
import { fixtureRulesets } from '@empires/testing';

runCommand(exportGames, rulesetRegistry(fixtureRulesets));
