import type { RulesetRegistry } from '@empires/rules-kernel';
import type { ServiceDatabaseOpener } from '@empires/database';
import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { InfrastructureModule } from './infrastructure.module';
import { rulesetsProvider } from './rulesets';

/**
 * A service's root module: its infrastructure (the service named by how it opens its schema), the
 * rulesets it works with (the shipped ones, or those a test brings with its fixtures) and its own
 * providers, its edges.
 */
export const serviceModule = (
  module: Type<unknown>,
  database: ServiceDatabaseOpener,
  registry: RulesetRegistry | undefined,
  providers: readonly Provider[],
): DynamicModule => ({
  module,
  imports: [InfrastructureModule.forService(database)],
  providers: [...providers, rulesetsProvider(registry)],
});
