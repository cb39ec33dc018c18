import { Gauge, Histogram, type Registry } from 'prom-client';

export interface GatewayMetrics {
  /** By operation type and root field (schema names, so the label set stays bounded), and outcome. */
  readonly operationSeconds: Histogram<'type' | 'operation' | 'outcome'>;
}

export function gatewayMetrics(registry: Registry, subscriptions: () => number): GatewayMetrics {
  new Gauge({
    name: 'empires_gateway_active_subscriptions',
    help: 'GraphQL subscriptions open on this gateway',
    registers: [registry],
    collect() {
      this.set(subscriptions());
    },
  });
  return {
    operationSeconds: new Histogram({
      name: 'empires_gateway_operation_seconds',
      help: 'GraphQL operations from request to response, by type, root field and outcome (ok or error)',
      labelNames: ['type', 'operation', 'outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}
