import { botRunnerMigrations, botRunnerSchema, botsFor as shippedBots, type RulesetBots } from '@empires/bots';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { InfrastructureModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS, BotRunnerService, RULESETS } from './bot-runner.service';

@Module({})
export class BotRunnerModule {
  /** The runner with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(
    registry: RulesetRegistry = rulesetRegistry(),
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
      providers: [BotRunnerService, { provide: RULESETS, useValue: registry }, { provide: BOTS, useValue: botsFor }],
    };
  }
}
