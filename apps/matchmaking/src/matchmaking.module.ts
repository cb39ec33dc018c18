import { botsFor } from '@empires/bots';
import { eventStoreMigrations } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { InfrastructureModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS, RULESETS, type RulesBots } from './matchmaking.tokens';
import { MatchmakingService } from './matchmaking.service';
import { Matchmaking1732600000000 } from './store/1732600000000-matchmaking';
import { Tournaments1732700000000 } from './tournaments/1732700000000-tournaments';

@Module({})
export class MatchmakingModule {
  /** Matchmaking with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(registry: RulesetRegistry = rulesetRegistry(), bots: RulesBots = botsFor): DynamicModule {
    return {
      module: MatchmakingModule,
      imports: [
        InfrastructureModule.forService({
          service: 'matchmaking',
          schema: process.env.MATCHMAKING_SCHEMA ?? 'matchmaking',
          migrations: [...eventStoreMigrations, Matchmaking1732600000000, Tournaments1732700000000],
        }),
      ],
      providers: [MatchmakingService, { provide: RULESETS, useValue: registry }, { provide: BOTS, useValue: bots }],
    };
  }
}
