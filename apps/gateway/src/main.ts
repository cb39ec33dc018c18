// Apollo 5 loads its Express integration lazily; importing it here keeps it in every build.
import '@as-integrations/express5';
import { bootstrapService } from '@empires/service';
import { GatewayModule } from './gateway.module';

void bootstrapService('gateway', GatewayModule, 4000);
