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

  it('delivers every message with its key, in order per key', async () => {
    const topic = await freshTopic(kafka, 3);
    const streams = ['game-a', 'game-b', 'game-c', 'game-d'];
    for (let n = 0; n < 50; n++) {
      await publish<Numbered>(producer, topic, streams.map((stream) => ({ key: stream, value: { stream, n } })));
    }

    const received: Incoming<Numbered>[] = [];
    consumer = await consume<Numbered>(kafka, { groupId: uniqueName('test.group'), topics: [topic], fromBeginning: true }, async (batch) => {
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
});
