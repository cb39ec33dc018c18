import { BatchingPublisher, consume } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import { FaultyWay } from './support/faulty-way';

describe('a batching publisher after a send whose answer was lost', () => {
  const way = new FaultyWay();
  afterAll(() => way.close());

  it('writes the next batch: it does not reuse the sequence numbers of the written one', async () => {
    const topic = await freshTopic(testKafka(), 1);
    const publisher = await BatchingPublisher.connect(await way.kafka());
    try {
      await publisher.publish(topic, [{ key: 'g1', value: { n: 1 } }]);
      way.loseNextAnswer();
      await expect(publisher.publish(topic, [{ key: 'g1', value: { n: 2 } }])).rejects.toThrow();
      way.letThrough();
      await publisher.publish(topic, [{ key: 'g1', value: { n: 3 } }]);
    } finally {
      await publisher.disconnect();
    }

    const heard: number[] = [];
    const consumer = await consume<{ n: number }>(
      testKafka(),
      { groupId: uniqueName('test.group'), topics: [topic] },
      async (batch) => void heard.push(...batch.map((m) => m.value.n)),
    );
    try {
      await waitFor(() => heard.includes(3), 15_000, 'the batch sent after the failure').catch(() => undefined);
    } finally {
      await consumer.disconnect();
    }
    // The one whose answer was lost is on the topic (its caller was told it failed, and sends it again).
    expect(heard).toEqual([1, 2, 3]);
  });
});
