// The gateway process as shipped, plus the dice-race fixture for plumbing tests.
import '@as-integrations/express5';
import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { diceRace } from '@empires/testing';
// Tests may depend on apps (type:test); apps have no import alias, so the path is relative.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GatewayModule } from '../../../apps/gateway/src/gateway.module';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { configureHttp } from '../../../apps/gateway/src/configure-http';

const registry = rulesetRegistry([diceRace]);
void bootstrapService('gateway', GatewayModule.withRulesets(registry), Number(process.env.PORT), configureHttp);
