import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A service's own registry (not prom-client's global one, so tests can hold several services in
 * one process), labelled with the service's name and carrying Node's process metrics: CPU,
 * memory, handles, garbage collection and event-loop lag.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
