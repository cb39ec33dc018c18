import type { EventEnvelope, TopicSpec } from '@empires/contracts';
import type { Database } from '@empires/database';
import { OutboxRelay, type Published, type RelayOptions } from '@empires/eventstore';
import { BatchingPublisher, relayToTopic, tailTopic, type Tail } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import { openEventStoreSchema } from './support/event-store-schema';
import { appendPairs, copiesOf } from './support/relayed-events';

/**
 * A leader that crashes after publishing but before writing its checkpoint down: the next one
 * starts from the older checkpoint and must find on the topic what it need not publish again.
 */
describe('a relay onto a topic, led again after a crash, on the real broker and PostgreSQL', () => {
  const kafka = testKafka();
  const schema = uniqueName('relaytopic');
  let db: Database;
  let publisher: BatchingPublisher;
  let topic: TopicSpec;
  let tail: Tail;
  const heard: EventEnvelope[] = [];
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    db = await openEventStoreSchema(schema);
    publisher = await BatchingPublisher.connect(kafka);
    topic = await freshTopic(kafka, 3);
    tail = await tailTopic<EventEnvelope>(kafka, topic, (e) => heard.push(e));
  });
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    await tail.stop();
    await publisher.disconnect();
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  const lead = () => {
    const relay = relayToTopic(db, kafka, publisher, { name: 'events', topic });
    relays.push(relay);
    relay.start();
    return relay;
  };
  const append = (streams: readonly string[], from: number) => appendPairs(db, streams, from);

  it('publishes each event once though the crashed leader never wrote its checkpoint down', async () => {
    const streams = Array.from({ length: 12 }, () => uniqueName('s'));
    const first = lead();
    await append(streams, 1);
    await waitFor(() => heard.length === 24, 20_000, 'the first leader to publish every event');
    await first.stop();
    // The crash: nothing of what it published was written down.
    await db.query(`DELETE FROM relay_checkpoints`);

    await append(streams, 3);
    const second = lead();
    // Each partition's new events come after whatever it was sent again: once all are heard, so is that.
    await waitFor(() => copiesOf(heard).size === 48, 30_000, 'every event on the topic');
    expect([...copiesOf(heard).values()].filter((n) => n > 1)).toEqual([]);
    expect(second.stats.skipped).toBe(24);
  });

  /**
   * A relay that only notes the streams of what it publishes; asked what the topic holds, it gets
   * `answer` to its nth question.
   */
  const noting = (name: string, answer: (nth: number) => Promise<Published>, options: Partial<RelayOptions>) => {
    const published: string[] = [];
    let asked = 0;
    const relay = new OutboxRelay(db, async (events) => void published.push(...events.map((e) => e.streamId)), {
      ...options,
      name,
      publishedAlready: () => answer(++asked),
    });
    relays.push(relay);
    return { relay, published, asked: () => asked };
  };

  it('publishes from its checkpoint when it cannot learn what the topic holds for long, rather than stall', async () => {
    const streams = [uniqueName('s')];
    // A broker that never answers: each try runs out of time.
    const never = () => new Promise<never>(() => undefined);
    const { relay, published, asked } = noting('blind', never, {
      idleMs: 50,
      publishedAlreadyMs: 100,
      findPublishedForMs: 500,
    });
    relay.start();
    await append(streams, 1);
    await waitFor(() => published.includes(streams[0]), 10_000, 'the event published after all');
    expect(asked()).toBeGreaterThanOrEqual(3);
  });

  it('keeps asking a broker that refuses at once (just restarted) within its time, and publishes nothing twice', async () => {
    const streams = [uniqueName('s')];
    // "Not the leader" five times, then the answer: the stream's events are on the topic already.
    const refusedFiveTimes = async (nth: number): Promise<Published> => {
      if (nth <= 5) throw new Error('This server is not the leader for that topic-partition');
      return { has: (event) => event.streamId === streams[0], through: undefined };
    };
    const { relay, published, asked } = noting('refused', refusedFiveTimes, { idleMs: 20, findPublishedForMs: 30_000 });
    await append(streams, 1);
    relay.start();
    await waitFor(() => relay.stats.skipped === 2, 10_000, 'the events found on the topic');
    // It began with the whole schema: the streams of the tests before it are published, this one not.
    expect(published).not.toContain(streams[0]);
    expect(asked()).toBe(6);
  });
});
