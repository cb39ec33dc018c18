// The gateway process as shipped, plus the test rulesets (dice-race, sealed-bids) for plumbing tests.
import '@as-integrations/express5';
import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { fixtureRulesets } from '@empires/testing';
// Tests may depend on apps (type:test); apps have no import alias, so the path is relative.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GatewayModule } from '../../../apps/gateway/src/gateway.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { configureHttp } from '../../../apps/gateway/src/configure-http';

const registry = rulesetRegistry(fixtureRulesets);
void bootstrapService('gateway', GatewayModule.withRulesets(registry), Number(process.env.PORT), configureHttp);
