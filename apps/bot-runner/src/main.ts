import { bootstrapService } from '@empires/service';
import { BotRunnerModule } from './bot-runner.module';

void bootstrapService('bot-runner', BotRunnerModule, 4103);
