import type { EventEnvelope, TopicSpec } from '@empires/contracts';
import { consume } from '@empires/messaging';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { Kafka } from 'kafkajs';
import type { Database } from '@empires/database';
import { BulkProjector } from './bulk-projector';
import type { RebuildCount, RebuildReporting } from './rebuild-reporting';

export interface RebuildOptions extends RebuildReporting {
  readonly kafka: Kafka;
  readonly topic: TopicSpec;
  /** A group nobody used before, so the topic is read from its start. */
  readonly groupId: string;
  /** The read models to fill: a schema nobody else writes while the rebuild runs. */
  readonly db: Database;
  readonly registry: RulesetRegistry;
  readonly concurrency?: number;
}

export interface Rebuilt extends RebuildCount {
  /** Per partition, the offset after the last event applied: where a live group may go on. */
  readonly positions: readonly { readonly partition: number; readonly offset: string }[];
}

/**
 * A quarter of kafkajs's default: folding starts after a quarter of the bytes (the first fetch
 * of a full topic is its largest) and the rest comes in batches while earlier ones are folded.
 * Faster in each of 8 alternating pairs of runs (by 0-23%); a bare consumer reads as fast either way.
 */
const FETCH_BYTES = 256 * 1024;

/**
 * Folds the events topic from its start up to the end it had when the rebuild began, then
 * leaves (and deletes its group). Events arriving meanwhile are for the live consumer.
 */
export async function rebuildFromTopic(o: RebuildOptions): Promise<Rebuilt> {
  const started = Date.now();
  const projector = new BulkProjector(o.db, o.registry);
  const admin = o.kafka.admin();
  await admin.connect();
  try {
    const ends = await admin.fetchTopicOffsets(o.topic.name);
    const target = new Map(ends.map((p) => [p.partition, BigInt(p.high)]));
    const next = new Map(ends.map((p) => [p.partition, BigInt(p.low)]));
    const total = ends.reduce((sum, p) => sum + Number(BigInt(p.high) - BigInt(p.low)), 0);
    let events = 0;
    const caughtUp = () => [...target].every(([partition, end]) => (next.get(partition) ?? 0n) >= end);
    let finish: () => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const done = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
    if (caughtUp()) finish();
    const consumer = await consume<EventEnvelope>(
      o.kafka,
      { groupId: o.groupId, topics: [o.topic], concurrency: o.concurrency ?? 3, fetchBytesPerPartition: FETCH_BYTES },
      async (batch) => {
        const last = batch[batch.length - 1];
        if (!last) return;
        try {
          const result = await projector.add(
            batch.map((m) => m.value),
            batch.map((m) => m.raw),
          );
          for (const problem of result.problems) o.log?.(problem);
        } catch (error) {
          fail(error);
          throw error;
        }
        events += batch.length;
        next.set(last.partition, BigInt(last.offset) + 1n);
        o.onProgress?.(Math.min(events, total), total);
        if (caughtUp()) finish();
      },
    );
    let left: Promise<void> | null = null;
    const leave = () => (left ??= consumer.disconnect());
    try {
      await done;
      // The last window is written while the consumer leaves; a batch still in flight then
      // opens another, which the second `finish` writes once the consumer has stopped.
      await Promise.all([leave(), projector.finish()]);
      await projector.finish();
    } finally {
      await leave();
      await admin.deleteGroups([o.groupId]).catch(() => undefined);
    }
    return {
      events,
      ms: Date.now() - started,
      positions: [...next].map(([partition, offset]) => ({ partition, offset: String(offset) })),
    };
  } finally {
    await admin.disconnect();
  }
}
