import { InfrastructureModule } from '@empires/service';
import { Module } from '@nestjs/common';

@Module({
  imports: [InfrastructureModule.forService({ service: 'matchmaking', schema: 'matchmaking' })],
})
export class MatchmakingModule {}
