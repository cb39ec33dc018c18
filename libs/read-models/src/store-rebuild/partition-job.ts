import type { ServiceDatabase } from '@empires/database';
import { RulesetRegistry } from '@empires/rules-kernel';
import type { Folded, Partition } from './fold-partition';

/**
 * Where a worker thread finds the rulesets: a module and its export, a registry or a function
 * making one. A registry holds functions, which cannot be sent to a thread; each loads its own.
 */
export interface RegistryModule {
  readonly module: string;
  readonly exportName: string;
}

/** History's connection, as `connectServiceDatabase` takes it. */
export type HistoryConnection = Omit<ServiceDatabase, 'migrations' | 'readers'>;

/** What a worker thread is given. */
export interface PartitionJob {
  readonly database: HistoryConnection;
  readonly engineSchema: string;
  readonly partition: Partition;
  readonly registry: RegistryModule;
}

/** What a worker thread says: ready to read, events folded so far, then its result or its failure. */
export type PartitionMessage =
  | { readonly kind: 'ready' }
  | { readonly kind: 'progress'; readonly events: number }
  | { readonly kind: 'done'; readonly folded: Folded }
  | { readonly kind: 'failed'; readonly message: string };

export async function loadRegistry(source: RegistryModule): Promise<RulesetRegistry> {
  const exported = ((await import(source.module)) as Record<string, unknown>)[source.exportName];
  const registry: unknown = typeof exported === 'function' ? (exported as () => unknown)() : exported;
  if (!(registry instanceof RulesetRegistry))
    throw new Error(`${source.module} exports no ruleset registry as ${source.exportName}`);
  return registry;
}
