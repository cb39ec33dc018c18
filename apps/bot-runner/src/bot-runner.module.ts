import { botRunnerDatabase, botsFor as shippedBots, type RulesetBots } from '@empires/bots';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { serviceModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS, BotRunnerService } from './bot-runner.service';

@Module({})
export class BotRunnerModule {
  /** The runner with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(
    registry?: RulesetRegistry,
    botsFor: (rulesetId: string) => RulesetBots | undefined = shippedBots,
  ): DynamicModule {
    return serviceModule(BotRunnerModule, botRunnerDatabase, registry, [
      BotRunnerService,
      { provide: BOTS, useValue: botsFor },
    ]);
  }
}
