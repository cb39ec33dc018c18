import { allTopics, topicsIn } from '@empires/contracts';
import { ensureTopics, groupId } from '@empires/messaging';
import { testKafka, uniqueName } from '@empires/testing';
import type { Kafka } from 'kafkajs';
// The chaos run's own report, tested where the default broker runs (`npm run chaos` runs a broker of its own).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { topicLines } from '../chaos/support/on-topic';

describe("the chaos report's look at the events topic", () => {
  const namespace = uniqueName('t');
  const topics = topicsIn(namespace);
  let kafka: Kafka;

  beforeAll(async () => {
    kafka = testKafka();
    await ensureTopics(kafka, allTopics(namespace));
  });
  afterAll(async () => {
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: allTopics(namespace).map((t) => t.name) }).catch(() => undefined);
    await admin.disconnect();
  });

  it("gives each game's last seq on the topic, its copies, and where each reader's group has committed", async () => {
    const event = (streamId: string, seq: number) => ({
      key: streamId,
      value: JSON.stringify({ streamId, seq, type: 'Tick', payload: {} }),
    });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: topics.gameEvents.name,
      messages: [event('g1', 1), event('g1', 2), event('g1', 2), event('g2', 1)],
    });
    await producer.disconnect();
    const admin = kafka.admin();
    await admin.connect();
    await admin.setOffsets({
      groupId: groupId('bot-runner', { EMPIRES_NAMESPACE: namespace }),
      topic: topics.gameEvents.name,
      partitions: Array.from({ length: topics.gameEvents.partitions }, (_, partition) => ({ partition, offset: '1' })),
    });
    await admin.disconnect();

    const lines = await topicLines(kafka, topics.gameEvents, namespace, ['g1', 'g3']);

    expect(lines[0]).toMatch(
      new RegExp(
        `^g1: on the topic through seq 2 \\(2 copies, partition \\d+ offset \\d+ of \\d+; bot-runner at 1, history at -1\\)$`,
      ),
    );
    expect(lines[1]).toBe('g3: on the topic: nothing');
  });
});
