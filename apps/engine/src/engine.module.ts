import { engineDatabase } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { serviceModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { EngineService } from './engine.service';

@Module({})
export class EngineModule {
  /** The engine with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
    return serviceModule(EngineModule, engineDatabase, registry, [EngineService]);
  }
}
