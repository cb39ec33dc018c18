// Apollo 5 loads its Express integration lazily; importing it here keeps it in every build.
import '@as-integrations/express5';
import { bootstrapService } from '@empires/service';
import { GatewayModule } from './gateway.module';
import { limitRequestSize } from './limits/request-size';

void bootstrapService('gateway', GatewayModule.withRulesets(), 4000, limitRequestSize);
