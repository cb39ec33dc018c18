import { bootstrapService } from '@empires/service';
import { EngineModule } from './engine.module';

void bootstrapService('engine', EngineModule.withRulesets(), 4101);
