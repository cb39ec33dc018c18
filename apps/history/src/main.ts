import { rulesetRegistry } from '@empires/rulesets';
import { bootstrapService } from '@empires/service';
import { HistoryModule } from './history.module';

void bootstrapService('history', HistoryModule.withRulesets(rulesetRegistry()), 4104);
