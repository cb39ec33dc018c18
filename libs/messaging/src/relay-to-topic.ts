import type { TopicSpec } from '@empires/contracts';
import type { Database } from '@empires/database';
import {
  globalPositionHeader,
  globalPositionOf,
  OutboxRelay,
  publishedAlready,
  toEnvelope,
  type GlobalCheckpoint,
  type GlobalEvent,
} from '@empires/eventstore';
import type { Kafka } from 'kafkajs';
import type { BatchingPublisher } from './batching-publisher';
import { partitionFor } from './key-partitioner';
import { lastHeadersByPartition } from './partition-ends';

export interface TopicRelayOptions {
  /** The relay's name: its checkpoint and leader lock. */
  readonly name: string;
  readonly topic: TopicSpec;
  /** Headers of an event's own beside its place in the global order (its command's trace context). */
  readonly headers?: (event: GlobalEvent) => Record<string, string> | undefined;
}

/**
 * An outbox relay onto a topic, each event keyed by its stream. Each event carries its place in
 * the global order, and a new leader reads the last one of every partition, so events published
 * after the last checkpoint a crashed leader wrote down are not published again.
 */
export function relayToTopic(
  db: Database,
  kafka: Kafka,
  publisher: BatchingPublisher,
  options: TopicRelayOptions,
): OutboxRelay {
  const { topic } = options;
  return new OutboxRelay(
    db,
    (events) =>
      publisher.publish(
        topic,
        events.map((e) => ({
          key: e.streamId,
          value: toEnvelope(e),
          headers: { ...options.headers?.(e), ...globalPositionHeader(e) },
        })),
      ),
    {
      name: options.name,
      publishedAlready: async () => {
        const { partitions, headers } = await lastHeadersByPartition(kafka, topic);
        const ends = new Map<number, GlobalCheckpoint>();
        for (const [partition, found] of headers) {
          const end = globalPositionOf(found);
          if (end) ends.set(partition, end);
        }
        return publishedAlready(ends, (streamId) => partitionFor(streamId, partitions));
      },
    },
  );
}
