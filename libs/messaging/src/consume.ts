import type { TopicSpec } from '@empires/contracts';
import type { Consumer, IHeaders, Kafka } from 'kafkajs';
import { DeferredCommits } from './deferred-commits';

export interface Incoming<T> {
  readonly topic: string;
  readonly partition: number;
  readonly offset: string;
  readonly key: string;
  readonly value: T;
  /** The value's JSON text as received, for consumers that store it as it came. */
  readonly text: string;
  /** The same text in the UTF-8 bytes it arrived in, for consumers that pass it on unchanged. */
  readonly raw: Buffer;
  /** Size on the wire, so consumers can refuse oversized input before reading it. */
  readonly bytes: number;
  /** As received (a trace context, when the sender was traced). */
  readonly headers?: IHeaders;
}

export interface ConsumeOptions {
  readonly groupId: string;
  readonly topics: readonly TopicSpec[];
  /** Partitions handled at once; each partition's messages stay in order. */
  readonly concurrency?: number;
  /** Called when partitions are taken away, so per-partition caches can be dropped. */
  readonly onRevoked?: () => void;
  /** Called with the partitions of each topic this member holds, after every rebalance. */
  readonly onAssigned?: (assigned: Readonly<Record<string, readonly number[]>>) => void;
  /** See `fetchWait`: for consumers that can wait a little, not for those a client waits on. */
  readonly lingerMs?: number;
  /** The most a fetch brings of one partition (kafkajs's default: 1 MB). */
  readonly fetchBytesPerPartition?: number;
}

/**
 * What a handler returns: nothing, or a promise of its batch's last side effects (replies
 * being published, say). Then the batch's offsets wait for that promise, not for the handler,
 * and the next batch is fetched while it settles.
 */
export type Handled = void | { readonly settled: Promise<void> };

/**
 * Consumes in batches and commits a batch's offsets only after its handler is done with it
 * (a few times a second: `DeferredCommits`), so a crash re-delivers (at least once); handlers
 * must be idempotent by stream id and seq.
 */
export async function consume<T>(
  kafka: Kafka,
  options: ConsumeOptions,
  handle: (batch: readonly Incoming<T>[]) => Promise<Handled>,
): Promise<Consumer> {
  const consumer = kafka.consumer({
    groupId: options.groupId,
    allowAutoTopicCreation: false,
    sessionTimeout: 10_000,
    heartbeatInterval: 1_000,
    ...fetchWait(options.lingerMs),
    ...(options.fetchBytesPerPartition ? { maxBytesPerPartition: options.fetchBytesPerPartition } : {}),
  });
  const deferred = new DeferredCommits(consumer);
  consumer.on(consumer.events.GROUP_JOIN, (event) => {
    deferred.reset();
    options.onRevoked?.();
    options.onAssigned?.(event.payload.memberAssignment);
  });
  // Leaving commits what is due first, so the next owner of a partition starts where this one ended.
  const disconnect = consumer.disconnect.bind(consumer);
  consumer.disconnect = async () => {
    await consumer.stop();
    await deferred.flush();
    await disconnect();
  };
  await consumer.connect();
  // A partition the group has committed nothing for is read from its start, never from its end:
  // from the end, what was published before the first commit would be skipped (a restarted
  // engine lost a partition's waiting commands so). Handlers are idempotent: reading again is safe.
  await consumer.subscribe({ topics: options.topics.map((t) => t.name), fromBeginning: true });
  await consumer.run({
    autoCommit: false,
    partitionsConsumedConcurrently: options.concurrency ?? 1,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isStale }) => {
      if (isStale()) return;
      const failed = deferred.failure(batch.topic, batch.partition);
      if (failed) throw failed;
      const decoded = batch.messages.map((m) => {
        const raw = m.value ?? NULL_VALUE;
        const text = raw.toString();
        return {
          topic: batch.topic,
          partition: batch.partition,
          offset: m.offset,
          key: m.key?.toString() ?? '',
          value: parse<T>(text),
          text,
          raw,
          bytes: m.value?.length ?? 0,
          headers: m.headers,
        };
      });
      const handled = await handle(decoded);
      const last = batch.messages[batch.messages.length - 1];
      if (last) resolveOffset(last.offset);
      deferred.add(
        batch.topic,
        batch.partition,
        String(BigInt(last?.offset ?? batch.firstOffset() ?? '0') + 1n),
        handled?.settled,
      );
      await heartbeat();
    },
  });
  return consumer;
}

/**
 * How a fetch waits. By default the broker answers as soon as anything arrives (a long poll:
 * nothing waits when there is news, and an idle consumer asks twice a second). A consumer that
 * lingers is answered only when `lingerMs` have passed or a megabyte waits: a few large
 * batches instead of one fetch per message, each fetch costing its round trip and decoding
 * in every consumer of a busy topic.
 */
export function fetchWait(lingerMs?: number): { maxWaitTimeInMs: number; minBytes: number } {
  return lingerMs ? { maxWaitTimeInMs: lingerMs, minBytes: 1 << 20 } : { maxWaitTimeInMs: 500, minBytes: 1 };
}

/** A message without a value reads as JSON null. */
const NULL_VALUE = Buffer.from('null');

/** Unreadable input becomes null for the handler to refuse, instead of a consumer crash. */
function parse<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null as T;
  }
}
