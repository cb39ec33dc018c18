import { allTopics, topicConfig } from '@empires/contracts';
import { serviceRole } from '@empires/database';
import type { IDeployment } from 'kubernetes-models/apps/v1';
import type { IConfigMap, IContainer } from 'kubernetes-models/v1';
import { ofKind, overlays, render, type Manifest } from './support/render';

/** The operators' resources, as far as these checks read them (their schemas check the rest). */
interface Kafka extends Manifest {
  readonly spec: {
    kafka: { listeners: { name: string; port: number; tls: boolean }[]; config: Record<string, unknown> };
  };
}
interface NodePool extends Manifest {
  readonly spec: { replicas: number; roles: string[] };
}
interface Topic extends Manifest {
  readonly spec: { topicName: string; partitions: number; replicas: number; config?: Record<string, unknown> };
}
interface PostgresCluster extends Manifest {
  readonly spec: {
    bootstrap: { initdb: { database: string; postInitApplicationSQL: string[] } };
    managed: { roles: { name: string; passwordSecret?: { name: string } }[] };
  };
}

const asStrings = (config: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(config).map(([k, v]) => [k, String(v)]));

describe.each(overlays())('overlay %s', (overlay) => {
  let manifests: Manifest[];
  let kafka: Kafka;
  let config: Record<string, string>;
  beforeAll(() => {
    manifests = render(`overlays/${overlay}`);
    [kafka] = ofKind<Kafka>(manifests, 'Kafka');
    config = ofKind<IConfigMap>(manifests, 'ConfigMap').find((m) =>
      m.metadata?.name?.startsWith('empires-config'),
    )!.data!;
  });

  it("creates the contract's topics, with its partitions and retention, on the one Kafka cluster", () => {
    const topics = ofKind<Topic>(manifests, 'KafkaTopic');
    const declared = topics.map((t) => ({
      name: t.spec.topicName,
      partitions: t.spec.partitions,
      config: asStrings(t.spec.config),
    }));
    const expected = allTopics().map((t) => ({ name: t.name, partitions: t.partitions, config: topicConfig(t) }));
    expect(declared.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.sort((a, b) => a.name.localeCompare(b.name)),
    );
    for (const t of [...topics, ...ofKind<NodePool>(manifests, 'KafkaNodePool')])
      expect(t.metadata.labels?.['strimzi.io/cluster']).toBe(kafka.metadata.name);
  });

  it('keeps no more replicas than brokers, and fewer in-sync replicas required than a topic has', () => {
    const brokers = ofKind<NodePool>(manifests, 'KafkaNodePool')
      .filter((p) => p.spec.roles.includes('broker'))
      .reduce((n, p) => n + p.spec.replicas, 0);
    const minInSync = Number(kafka.spec.kafka.config['min.insync.replicas'] ?? 1);
    for (const t of ofKind<Topic>(manifests, 'KafkaTopic')) {
      expect(t.spec.replicas).toBeLessThanOrEqual(brokers);
      expect(minInSync).toBeLessThanOrEqual(t.spec.replicas);
    }
    expect(Number(kafka.spec.kafka.config['offsets.topic.replication.factor'])).toBeLessThanOrEqual(brokers);
    expect(kafka.spec.kafka.config['auto.create.topics.enable']).toBe(false);
  });

  it("points the services at the cluster's plain listener", () => {
    const plain = kafka.spec.kafka.listeners.find((l) => !l.tls)!;
    expect(config.KAFKA_BROKERS).toBe(`${kafka.metadata.name}-kafka-bootstrap:${plain.port}`);
  });

  it("connects each service as its own role, whose password and schema the database's bootstrap made", () => {
    const [cluster] = ofKind<PostgresCluster>(manifests, 'Cluster');
    const sql = cluster.spec.bootstrap.initdb.postInitApplicationSQL.join(';\n');
    for (const d of ofKind<IDeployment>(manifests, 'Deployment')) {
      const service = d.metadata!.name!;
      const c: IContainer = d.spec!.template.spec!.containers[0];
      const variable = `${service.replace(/-/g, '_').toUpperCase()}_DATABASE_URL`;
      const url = new URL(c.env!.find((e) => e.name === variable)!.value!);
      const role = serviceRole(service);
      // The default schemas are the roles' names without their prefix (docs/architecture.md, "Data").
      const schema = role.replace(/^empires_/, '');
      expect({ host: url.hostname, database: url.pathname, user: url.username }).toEqual({
        host: `${cluster.metadata.name}-rw`,
        database: `/${cluster.spec.bootstrap.initdb.database}`,
        user: role,
      });
      expect(c.env!.some((e) => e.name === 'DATABASE_URL')).toBe(false); // no administrative access
      const password = c.env!.find((e) => e.name === 'PGPASSWORD')?.valueFrom?.secretKeyRef;
      const managed = cluster.spec.managed.roles.find((r) => r.name === role);
      expect({ role, secret: password?.name, key: password?.key }).toEqual({
        role,
        secret: managed?.passwordSecret?.name,
        key: 'password',
      });
      expect(sql).toContain(`CREATE ROLE ${role} LOGIN`);
      expect(sql).toContain(`CREATE SCHEMA ${schema} AUTHORIZATION ${role}`);
    }
  });
});
