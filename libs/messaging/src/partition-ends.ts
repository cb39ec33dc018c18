import { randomUUID } from 'node:crypto';
import type { TopicSpec } from '@empires/contracts';
import type { IHeaders, Kafka } from 'kafkajs';

/**
 * The headers of the last message on each partition of a topic that holds any: what a writer
 * that lost track (a crash before it wrote down how far it got) finds it already wrote. Reads
 * one message per partition through a group of its own that commits nothing. Tells the topic's
 * partition count too: the count the producer's partitioner used, which the spec may not know.
 */
export async function lastHeadersByPartition(
  kafka: Kafka,
  topic: TopicSpec,
  timeoutMs = 15_000,
): Promise<{ readonly partitions: number; readonly headers: Map<number, IHeaders> }> {
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic.name).finally(() => admin.disconnect());
  const lastOffsets = new Map(
    offsets.filter((o) => BigInt(o.high) > BigInt(o.low)).map((o) => [o.partition, BigInt(o.high) - 1n]),
  );
  const found = new Map<number, IHeaders>();
  const result = { partitions: offsets.length, headers: found };
  if (lastOffsets.size === 0) return result;

  const consumer = kafka.consumer({
    groupId: `ends-${randomUUID()}`,
    allowAutoTopicCreation: false,
    maxWaitTimeInMs: 100,
  });
  const done = new Set<number>();
  let allRead: (() => void) | undefined;
  const complete = new Promise<void>((resolve) => (allRead = resolve));
  let timer: NodeJS.Timeout | undefined;
  try {
    await consumer.connect();
    await consumer.subscribe({ topic: topic.name });
    await consumer.run({
      autoCommit: false,
      eachBatch: async ({ batch }) => {
        const last = lastOffsets.get(batch.partition);
        if (last === undefined) return;
        for (const m of batch.messages) if (BigInt(m.offset) <= last) found.set(batch.partition, m.headers ?? {});
        if (BigInt(batch.lastOffset()) >= last) done.add(batch.partition);
        if (done.size === lastOffsets.size) allRead?.();
      },
    });
    for (const [partition, offset] of lastOffsets) consumer.seek({ topic: topic.name, partition, offset: `${offset}` });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the last messages of ${topic.name} were not read within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    await Promise.race([complete, timeout]);
    return result;
  } finally {
    clearTimeout(timer);
    // Leaving a group the broker is still loading can wait long: nothing here waits for it.
    void consumer.disconnect().catch(() => undefined);
  }
}
