import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { botRunnerMetrics } from './metrics/bots';
import { engineMetrics } from './metrics/engine';
import { gatewayMetrics } from './metrics/gateway';
import { historyMetrics } from './metrics/history';
import { kafkaConsumerMetrics } from './metrics/kafka-consumers';
import { matchmakingMetrics } from './metrics/matchmaking';
import { createMetricsRegistry } from './metrics/registry';

const monitoring = join(__dirname, '../../../deploy/monitoring');

/** Every series name a service may serve: each registry's metrics, histograms with their three series. */
async function servedNames(): Promise<Set<string>> {
  const registry = createMetricsRegistry('any');
  kafkaConsumerMetrics(registry);
  engineMetrics(registry, {
    relayBacklog: async () => 0,
    relayPublished: () => 0,
    deadlines: async () => ({ pending: 0, overdue: 0 }),
  });
  historyMetrics(registry);
  gatewayMetrics(registry, () => 0);
  matchmakingMetrics(registry, async () => []);
  botRunnerMetrics(registry, () => 0);
  const metrics = await registry.getMetricsAsJSON();
  return new Set(
    metrics.flatMap((m) =>
      String(m.type) === 'histogram' ? [`${m.name}_bucket`, `${m.name}_sum`, `${m.name}_count`] : [m.name],
    ),
  );
}

/** Metric names a PromQL expression reads (ours and Node's; `up` is Prometheus's own). */
const namesIn = (expr: string) => [...expr.matchAll(/\b(?:empires|nodejs|process)_[a-z0-9_]+\b/g)].map((m) => m[0]);

const alertExpressions = (): string[] =>
  readFileSync(join(monitoring, 'alerts.rules.yml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*expr:\s*(.+)$/.exec(line)?.[1])
    .filter((expr): expr is string => !!expr);

const dashboardExpressions = (): string[] => {
  const dashboard = JSON.parse(readFileSync(join(monitoring, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { targets: { expr: string }[] }[];
  };
  return dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
};

describe('deploy/monitoring reads only metrics the services serve', () => {
  it('names in the alert rules are all served', async () => {
    const served = await servedNames();
    const expressions = alertExpressions();
    expect(expressions.length).toBeGreaterThan(5);
    expect(expressions.flatMap(namesIn).filter((name) => !served.has(name))).toEqual([]);
  });

  it('names on the dashboard are all served', async () => {
    const served = await servedNames();
    expect(
      dashboardExpressions()
        .flatMap(namesIn)
        .filter((name) => !served.has(name)),
    ).toEqual([]);
  });

  it('every metric of ours is on the dashboard', async () => {
    const onDashboard = new Set(dashboardExpressions().flatMap(namesIn));
    const missing = [...(await servedNames())]
      .filter((name) => name.startsWith('empires_') && !/_(sum|bucket)$/.test(name))
      .filter((name) => !onDashboard.has(name) && !onDashboard.has(name.replace(/_count$/, '_bucket')));
    expect(missing).toEqual([]);
  });
});
