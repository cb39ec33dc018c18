import { historyMigrations, historySchema } from '@empires/read-models';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import { InfrastructureModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { HistoryService, RULESETS } from './history.service';

@Module({})
export class HistoryModule {
  /** History with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry: RulesetRegistry = rulesetRegistry()): DynamicModule {
    return {
      module: HistoryModule,
      imports: [
        InfrastructureModule.forService({ service: 'history', schema: historySchema(), migrations: historyMigrations }),
      ],
      providers: [HistoryService, { provide: RULESETS, useValue: registry }],
    };
  }
}
