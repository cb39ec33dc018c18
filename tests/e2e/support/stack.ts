import { openServiceDatabase, type Database } from '@empires/database';
import { topicsIn, type TopicSet } from '@empires/contracts';
import { engineDatabase, EventStore } from '@empires/eventstore';
import { allTopics } from '@empires/contracts';
import { ensureTopics } from '@empires/messaging';
import { dropSchemas, testDatabaseUrl, testKafka, uniqueName } from '@empires/testing';
import type { Kafka } from 'kafkajs';
import { startProcess, type ServiceProcess } from './processes';

/** One test file's world: its own topic namespace and engine schema on the shared broker and database. */
export interface TestStack {
  readonly namespace: string;
  readonly topics: TopicSet;
  readonly kafka: Kafka;
  readonly env: Record<string, string>;
  readonly engineDb: Database;
  readonly store: EventStore;
  /** `checkout`: another version's source tree to run it from (an upgrade). */
  startEngine(checkout?: string): Promise<ServiceProcess>;
  close(): Promise<void>;
}

/** `extraEnv`: more settings for every service the stack starts. */
export async function testStack(extraEnv: Record<string, string> = {}): Promise<TestStack> {
  const namespace = uniqueName('t');
  const kafka = testKafka();
  await ensureTopics(kafka, allTopics(namespace));
  const schema = `engine_${namespace}`;
  const env = { ...extraEnv, EMPIRES_NAMESPACE: namespace, ENGINE_SCHEMA: schema, DATABASE_URL: testDatabaseUrl() };
  const engineDb = await openServiceDatabase(engineDatabase(testDatabaseUrl(), schema));
  const processes: ServiceProcess[] = [];
  return {
    namespace,
    topics: topicsIn(namespace),
    kafka,
    env,
    engineDb,
    store: new EventStore(engineDb),
    async startEngine(checkout) {
      const p = await startProcess('tests/e2e/support/engine-with-fixtures.ts', env, undefined, checkout);
      processes.push(p);
      return p;
    },
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await engineDb.close();
      await dropSchemas([schema]);
      const admin = kafka.admin();
      await admin.connect();
      await admin.deleteTopics({ topics: allTopics(namespace).map((t) => t.name) }).catch(() => undefined);
      await admin.disconnect();
    },
  };
}
