import { historyDatabase } from '@empires/read-models';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { serviceModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { HistoryService } from './history.service';

@Module({})
export class HistoryModule {
  /** History with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
    return serviceModule(HistoryModule, historyDatabase, registry, [HistoryService]);
  }
}
