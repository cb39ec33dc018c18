import { bootstrapService } from '@empires/service';
import { BotRunnerModule } from './bot-runner.module';

void bootstrapService('bot-runner', BotRunnerModule.withRulesets(), 4103);
