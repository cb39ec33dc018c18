import { bootstrapService } from '@empires/service';
import { MatchmakingModule } from './matchmaking.module';

void bootstrapService('matchmaking', MatchmakingModule, 4102);
