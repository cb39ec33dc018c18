import { InfrastructureModule } from '@empires/service';
import { Module } from '@nestjs/common';

@Module({
  imports: [InfrastructureModule.forService({ service: 'bot-runner', schema: 'bot_runner' })],
})
export class BotRunnerModule {}
