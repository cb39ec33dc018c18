import { connectProducer, consume, murmur2, publish, type Incoming } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import type { Consumer, Producer } from 'kafkajs';

interface Numbered {
  readonly stream: string;
  readonly n: number;
}

describe('messaging on the real broker', () => {
  const kafka = testKafka();
  let producer: Producer;
  let consumer: Consumer | undefined;

  beforeAll(async () => {
    producer = await connectProducer(kafka);
  });

  afterAll(async () => {
    await consumer?.disconnect();
    await producer.disconnect();
  });

  it('delivers every message with its key, in order per key, those published before its group existed too', async () => {
    const topic = await freshTopic(kafka, 3);
    const streams = ['game-a', 'game-b', 'game-c', 'game-d'];
    for (let n = 0; n < 50; n++) {
      await publish<Numbered>(
        producer,
        topic,
        streams.map((stream) => ({ key: stream, value: { stream, n } })),
      );
    }

    const received: Incoming<Numbered>[] = [];
    consumer = await consume<Numbered>(kafka, { groupId: uniqueName('test.group'), topics: [topic] }, async (batch) => {
      received.push(...batch);
    });
    await waitFor(() => received.length >= 200, 30_000, '200 messages');

    expect(received).toHaveLength(200);
    for (const stream of streams) {
      const mine = received.filter((m) => m.key === stream);
      expect(mine.every((m) => m.value.stream === stream)).toBe(true);
      expect(mine.map((m) => m.value.n)).toEqual([...Array(50).keys()]);
      expect(new Set(mine.map((m) => m.partition)).size).toBe(1);
    }
  });

  /** Offsets committed by a group, summed over the topic's partitions (or one partition). */
  const committed = async (groupId: string, topic: string, partition?: number): Promise<number> => {
    const admin = kafka.admin();
    await admin.connect();
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] }).finally(() => admin.disconnect());
    return offsets.partitions
      .filter((p) => partition === undefined || p.partition === partition)
      .reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
  };

  /** A key the key partitioner sends to `partition` of `count`. */
  const keyFor = (partition: number, count: number): string => {
    for (let i = 0; ; i++) if ((murmur2(`k${i}`) & 0x7fffffff) % count === partition) return `k${i}`;
  };

  it('commits a batch whose handler returned only once its side effects settle, and delivers a failed one again', async () => {
    const topic = await freshTopic(kafka, 2);
    const [slow, quick] = [keyFor(0, 2), keyFor(1, 2)];
    const groupId = uniqueName('test.group');
    let release: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const outcomes = [
      new Promise<void>((resolve) => (release = resolve)),
      new Promise<void>((_, reject) => (fail = reject)),
    ];
    const seen: number[] = [];
    await publish<Numbered>(producer, topic, [{ key: slow, value: { stream: slow, n: 0 } }]);
    const deferring = await consume<Numbered>(kafka, { groupId, topics: [topic] }, async (batch) => {
      if (batch.every((m) => m.key === quick)) return { settled: Promise.resolve() };
      seen.push(...batch.map((m) => m.value.n));
      return { settled: outcomes[seen.length - batch.length] ?? Promise.resolve() };
    });
    try {
      await waitFor(() => seen.length === 1, 30_000, 'the first message');
      // A settled batch on the other partition is committed: the consumer has committed since.
      await publish<Numbered>(producer, topic, [{ key: quick, value: { stream: quick, n: 100 } }]);
      await waitFor(async () => (await committed(groupId, topic.name, 1)) === 1, 10_000, 'the settled batch committed');
      expect(await committed(groupId, topic.name, 0)).toBe(0);
      release();
      await waitFor(async () => (await committed(groupId, topic.name, 0)) === 1, 10_000, 'the commit after it settled');

      await publish<Numbered>(producer, topic, [{ key: slow, value: { stream: slow, n: 1 } }]);
      await waitFor(() => seen.length === 2, 10_000, 'the second message');
      fail(new Error('replies could not be published'));
      await publish<Numbered>(producer, topic, [{ key: slow, value: { stream: slow, n: 2 } }]);
      await waitFor(() => seen.filter((n) => n === 1).length === 2, 30_000, 'the failed batch again');
      await waitFor(async () => (await committed(groupId, topic.name, 0)) === 3, 10_000, 'every offset committed');
    } finally {
      await deferring.disconnect();
    }
  });
});
