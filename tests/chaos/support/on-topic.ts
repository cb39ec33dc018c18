import type { EventEnvelope, TopicSpec } from '@empires/contracts';
import { consume, groupId } from '@empires/messaging';
import { uniqueName, waitFor } from '@empires/testing';
import type { Kafka } from 'kafkajs';

/** Where a stream's last event on the topic is. */
interface StreamTail {
  readonly seq: number;
  readonly partition: number;
  readonly offset: string;
  readonly copies: number;
}

/** The readers whose committed offsets tell whether they were handed what the topic holds. */
const READERS = ['bot-runner', 'history'];

/**
 * Whether the events of games that stopped reached the topic: per game, the last seq the topic holds
 * (its partition, offset and copies), the partition's end, and where each reader's group has
 * committed on that partition. A game whose store is ahead of the topic lost its event before the
 * broker (the relay); one whose topic is ahead of a reader's table lost it in that reader.
 */
export async function topicLines(
  kafka: Kafka,
  topic: TopicSpec,
  namespace: string,
  gameIds: readonly string[],
  timeoutMs = 20_000,
): Promise<string[]> {
  const wanted = new Set(gameIds);
  const admin = kafka.admin();
  await admin.connect();
  try {
    const ends = new Map(
      (await admin.fetchTopicOffsets(topic.name)).map((o) => [o.partition, BigInt(o.high)] as const),
    );
    const tails = new Map<string, StreamTail>();
    const readTo = new Map<number, bigint>();
    const consumer = await consume<EventEnvelope>(
      kafka,
      { groupId: uniqueName('chaos.stalled'), topics: [topic] },
      async (batch) => {
        for (const m of batch) {
          readTo.set(m.partition, BigInt(m.offset) + 1n);
          const e = m.value;
          if (!e || !wanted.has(e.streamId)) continue;
          const tail = tails.get(e.streamId);
          if (!tail || e.seq > tail.seq)
            tails.set(e.streamId, { seq: e.seq, partition: m.partition, offset: m.offset, copies: 1 });
          else if (e.seq === tail.seq) tails.set(e.streamId, { ...tail, copies: tail.copies + 1 });
        }
      },
    );
    const allRead = () => [...ends].every(([p, end]) => (readTo.get(p) ?? 0n) >= end);
    await waitFor(allRead, timeoutMs, 'the topic read to its end')
      .catch(() => undefined)
      .finally(() => consumer.disconnect());
    const committed = new Map<string, Map<number, string>>();
    for (const reader of READERS) {
      const [offsets] = await admin.fetchOffsets({
        groupId: groupId(reader, { EMPIRES_NAMESPACE: namespace }),
        topics: [topic.name],
      });
      committed.set(reader, new Map(offsets?.partitions.map((p) => [p.partition, p.offset]) ?? []));
    }
    const complete = allRead() ? '' : ' (the topic was not read to its end)';
    return gameIds.map((id) => {
      const tail = tails.get(id);
      if (!tail) return `${id}: on the topic: nothing${complete}`;
      const groups = READERS.map((r) => `${r} at ${committed.get(r)?.get(tail.partition) ?? '-'}`).join(', ');
      return (
        `${id}: on the topic through seq ${tail.seq} (${tail.copies} cop${tail.copies > 1 ? 'ies' : 'y'}, ` +
        `partition ${tail.partition} offset ${tail.offset} of ${ends.get(tail.partition)}; ${groups})${complete}`
      );
    });
  } finally {
    await admin.disconnect();
  }
}
