import { engineMigrations, gameStreamReaders } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { EngineService, RULESETS } from './engine.service';
import { rulesetRegistry } from '@empires/rulesets';

@Module({})
export class EngineModule {
  /** The engine with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry: RulesetRegistry = rulesetRegistry()): DynamicModule {
    return {
      module: EngineModule,
      imports: [
        InfrastructureModule.forService({
          service: 'engine',
          schema: process.env.ENGINE_SCHEMA ?? 'engine',
          migrations: engineMigrations,
          readers: gameStreamReaders,
        }),
      ],
      providers: [EngineService, { provide: RULESETS, useValue: registry }],
    };
  }
}
