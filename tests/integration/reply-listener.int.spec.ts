import type { ReplyTo, TopicSpec } from '@empires/contracts';
import { connectProducer, publish, ReplyListener } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import type { Producer } from 'kafkajs';

interface Reply {
  readonly id: string;
  readonly partition?: number;
}

/** Two instances of one kind of sender sharing a reply topic, as two gateways do. */
describe('replies meant for their sender, on the real broker', () => {
  const kafka = testKafka();
  let producer: Producer;
  let topic: TopicSpec;
  const listeners: ReplyListener<Reply>[] = [];
  const heard = new Map<ReplyListener<Reply>, string[]>();

  beforeAll(async () => {
    producer = await connectProducer(kafka);
    topic = await freshTopic(kafka, 2);
  });
  afterAll(async () => {
    await Promise.all(listeners.map((l) => l.stop()));
    await producer.disconnect();
  });

  const listener = async (group: string) => {
    const ids: string[] = [];
    const l = new ReplyListener<Reply>(kafka, topic, (r) => r.id, { group, onReply: (r) => ids.push(r.id) });
    heard.set(l, ids);
    listeners.push(l);
    await l.start();
    return l;
  };
  /** What a server does: answers to the partition the request names. */
  const answer = (id: string, replyTo: ReplyTo | undefined) =>
    publish<Reply>(producer, topic, [
      { key: id, value: { id, partition: replyTo?.partition }, partition: replyTo?.partition },
    ]);

  it('sends a waiting request again after a rebalance, and each instance reads only its own replies', async () => {
    const group = uniqueName('sender');
    const first = await listener(group);
    const sent: (ReplyTo | undefined)[] = [];
    const unanswered = first.request('before-rebalance', async (replyTo) => void sent.push(replyTo), 30_000);
    await waitFor(() => sent.length === 1, 5_000, 'the request sent');

    // A second instance joins: the group gives each one partition, and the waiting request asks again.
    const second = await listener(group);
    await waitFor(() => sent.length === 2, 30_000, 'the request sent again after the rebalance');
    await answer('before-rebalance', sent[1]);
    await expect(unanswered).resolves.toEqual({ id: 'before-rebalance', partition: sent[1]?.partition });

    const asked = [first, second].flatMap((l, n) =>
      Array.from({ length: 10 }, (_, i) => l.request(`${n}-${i}`, (replyTo) => answer(`${n}-${i}`, replyTo), 30_000)),
    );
    await Promise.all(asked);
    const firstHeard = heard.get(first) ?? [];
    const secondHeard = heard.get(second) ?? [];
    expect(firstHeard.filter((id) => id.startsWith('1-'))).toEqual([]);
    expect(secondHeard.filter((id) => id.startsWith('0-') || id === 'before-rebalance')).toEqual([]);
    expect(firstHeard.filter((id) => id.startsWith('0-'))).toHaveLength(10);
  }, 60_000);
});
