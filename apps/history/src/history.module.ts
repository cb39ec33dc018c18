import { historyMigrations, historySchema } from '@empires/read-models';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, rulesetsProvider } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { HistoryService } from './history.service';

@Module({})
export class HistoryModule {
  /** History with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
    return {
      module: HistoryModule,
      imports: [
        InfrastructureModule.forService({ service: 'history', schema: historySchema(), migrations: historyMigrations }),
      ],
      providers: [HistoryService, rulesetsProvider(registry)],
    };
  }
}
