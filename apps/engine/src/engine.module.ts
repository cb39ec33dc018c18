import { engineMigrations, gameStreamReaders } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { InfrastructureModule, rulesetsProvider } from '@empires/service';
import { Module, type DynamicModule } from '@nestjs/common';
import { EngineService } from './engine.service';

@Module({})
export class EngineModule {
  /** The engine with the shipped rulesets, or with others (tests bring their fixtures). */
  static withRulesets(registry?: RulesetRegistry): DynamicModule {
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
      providers: [EngineService, rulesetsProvider(registry)],
    };
  }
}
