// The engine process as shipped, plus the test rulesets (dice-race, sealed-bids) for plumbing tests.
import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { fixtureRulesets } from '@empires/testing';
// Tests may depend on apps (type:test); apps have no import alias, so the path is relative.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { EngineModule } from '../../../apps/engine/src/engine.module';

const registry = rulesetRegistry(fixtureRulesets);
void bootstrapService('engine', EngineModule.withRulesets(registry), Number(process.env.PORT));
