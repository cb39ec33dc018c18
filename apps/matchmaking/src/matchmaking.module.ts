import { botsFor } from '@empires/bots';
import { matchmakingMigrations, matchmakingSchema, type RulesBots } from '@empires/matchmaking';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, rulesetsProvider } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS } from './matchmaking.tokens';
import { MatchmakingService } from './matchmaking.service';

@Module({})
export class MatchmakingModule {
  /** Matchmaking with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry, bots: RulesBots = botsFor): DynamicModule {
    return {
      module: MatchmakingModule,
      imports: [
        InfrastructureModule.forService({
          service: 'matchmaking',
          schema: matchmakingSchema(),
          migrations: matchmakingMigrations,
        }),
      ],
      providers: [MatchmakingService, rulesetsProvider(registry), { provide: BOTS, useValue: bots }],
    };
  }
}
