import { bootstrapService } from '@empires/service';
import { MatchmakingModule } from './matchmaking.module';

void bootstrapService('matchmaking', MatchmakingModule.withRulesets(), 4102);
