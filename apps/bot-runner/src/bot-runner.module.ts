import { botRunnerMigrations, botRunnerSchema, botsFor as shippedBots, type RulesetBots } from '@empires/bots';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, rulesetsProvider } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS, BotRunnerService } from './bot-runner.service';

@Module({})
export class BotRunnerModule {
  /** The runner with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(
    registry?: RulesetRegistry,
    botsFor: (rulesetId: string) => RulesetBots | undefined = shippedBots,
  ): DynamicModule {
    return {
      module: BotRunnerModule,
      imports: [
        InfrastructureModule.forService({
          service: 'bot-runner',
          schema: botRunnerSchema(),
          migrations: botRunnerMigrations,
        }),
      ],
      providers: [BotRunnerService, rulesetsProvider(registry), { provide: BOTS, useValue: botsFor }],
    };
  }
}
