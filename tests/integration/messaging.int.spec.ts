import { connectProducer, consume, publish, type Incoming } from '@empires/messaging';
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

  const committed = async (groupId: string, topic: string): Promise<number> => {
    const admin = kafka.admin();
    await admin.connect();
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] }).finally(() => admin.disconnect());
    return offsets.partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
  };

  it('commits a batch whose handler returned only once its side effects settle, and delivers a failed one again', async () => {
    const topic = await freshTopic(kafka, 1);
    const groupId = uniqueName('test.group');
    let release: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const outcomes = [
      new Promise<void>((resolve) => (release = resolve)),
      new Promise<void>((_, reject) => (fail = reject)),
    ];
    const seen: number[] = [];
    await publish<Numbered>(producer, topic, [{ key: 'k', value: { stream: 'k', n: 0 } }]);
    const deferring = await consume<Numbered>(kafka, { groupId, topics: [topic] }, async (batch) => {
      seen.push(...batch.map((m) => m.value.n));
      return { settled: outcomes[seen.length - batch.length] ?? Promise.resolve() };
    });
    try {
      await waitFor(() => seen.length === 1, 30_000, 'the first message');
      await new Promise((r) => setTimeout(r, 300));
      expect(await committed(groupId, topic.name)).toBe(0);
      release();
      await waitFor(async () => (await committed(groupId, topic.name)) === 1, 10_000, 'the commit after it settled');

      await publish<Numbered>(producer, topic, [{ key: 'k', value: { stream: 'k', n: 1 } }]);
      await waitFor(() => seen.length === 2, 10_000, 'the second message');
      fail(new Error('replies could not be published'));
      await publish<Numbered>(producer, topic, [{ key: 'k', value: { stream: 'k', n: 2 } }]);
      await waitFor(() => seen.filter((n) => n === 1).length === 2, 30_000, 'the failed batch again');
      await waitFor(async () => (await committed(groupId, topic.name)) === 3, 10_000, 'every offset committed');
    } finally {
      await deferring.disconnect();
    }
  });
});
