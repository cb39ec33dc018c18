// Apollo 5 loads its Express integration lazily; importing it here keeps it in every build.
import '@as-integrations/express5';
import { bootstrapService } from '@empires/service';
import { GatewayModule } from './gateway.module';
import { configureHttp } from './configure-http';

void bootstrapService('gateway', GatewayModule.withRulesets(), 4000, configureHttp);
