import { randomUUID } from 'node:crypto';
import type { TopicSpec } from '@empires/contracts';
import { createKafka, ensureTopics, kafkaSettings } from '@empires/messaging';
import type { Kafka } from 'kafkajs';
import { Client } from 'pg';

/** Tests use their own database, never the one `npm start` plays in. */
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/empires_test';
}

/**
 * Drops schemas as the administrator: a test's schemas belong to several services' roles, and
 * no role may drop another's.
 */
export async function dropSchemas(names: readonly string[]): Promise<void> {
  const admin = new Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP SCHEMA IF EXISTS "${name.replace(/"/g, '""')}" CASCADE`);
  } finally {
    await admin.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

export function testKafka(clientId = 'empires-test'): Kafka {
  return createKafka(kafkaSettings(uniqueName(clientId)));
}

/** A topic of its own for one test, created through the same admin path as the real ones. */
export async function freshTopic(kafka: Kafka, partitions = 3): Promise<TopicSpec> {
  const spec: TopicSpec = { name: uniqueName('test.topic'), partitions, keepForever: false };
  await ensureTopics(kafka, [spec]);
  return spec;
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
  what = 'condition',
  /** How often to ask: more seldom where each question costs the system under test. */
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
