// The rebuild tool as shipped, plus the dice-race fixture the e2e games are played with.
import { join } from 'node:path';
import { rebuildHistory, runCommand } from '@empires/read-models';
import { fixtureRegistry } from './fixture-registry';

const registryModule = { module: join(__dirname, 'fixture-registry.ts'), exportName: 'fixtureRegistry' };

runCommand((registry, argv) => rebuildHistory(registry, argv, registryModule), fixtureRegistry());
