import { botsFor } from '@empires/bots';
import { matchmakingDatabase, type RulesBots } from '@empires/matchmaking';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { serviceModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { BOTS } from './matchmaking.tokens';
import { MatchmakingService } from './matchmaking.service';

@Module({})
export class MatchmakingModule {
  /** Matchmaking with the shipped rulesets and bots, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry, bots: RulesBots = botsFor): DynamicModule {
    return serviceModule(MatchmakingModule, matchmakingDatabase, registry, [
      MatchmakingService,
      { provide: BOTS, useValue: bots },
    ]);
  }
}
