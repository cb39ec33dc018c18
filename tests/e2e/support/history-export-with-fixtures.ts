// The export tool as shipped, plus the dice-race fixture (running games are redacted by it).
import { exportGames, runCommand } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace } from '@empires/testing';

runCommand(exportGames, rulesetRegistry([diceRace]));
