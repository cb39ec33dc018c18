import type { EventEnvelope, TopicSpec } from '@empires/contracts';
import type { Database } from '@empires/database';
import type { OutboxRelay } from '@empires/eventstore';
import { BatchingPublisher, relayToTopic, tailTopic, type Tail } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import { FaultyWay } from './support/faulty-way';
import { openEventStoreSchema } from './support/event-store-schema';
import { appendPairs, copiesOf } from './support/relayed-events';

/**
 * The broker writes a batch of the relay's and its answer is lost (it went down at that moment):
 * the relay's send fails, and the events it publishes next are as many per partition as that batch
 * held. What the chaos run lost after a broker kill, shown without one.
 */
describe('a relay whose broker wrote a batch without answering, on the real broker and PostgreSQL', () => {
  const way = new FaultyWay();
  const schema = uniqueName('relaylost');
  let db: Database;
  let topic: TopicSpec;
  let tail: Tail;
  let publisher: BatchingPublisher | undefined;
  let relay: OutboxRelay | undefined;
  const heard: EventEnvelope[] = [];

  beforeAll(async () => {
    db = await openEventStoreSchema(schema);
    topic = await freshTopic(testKafka(), 3);
    tail = await tailTopic<EventEnvelope>(testKafka(), topic, (e) => heard.push(e));
  });
  afterAll(async () => {
    await relay?.stop();
    await publisher?.disconnect();
    await tail.stop();
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    await way.close();
  });

  const append = (streams: readonly string[], from: number) => appendPairs(db, streams, from);
  const copies = () => copiesOf(heard);

  it('publishes every event once: those of the written batch, and those after it', async () => {
    const failures: string[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      failures.push(args.map(String).join(' '));
    });
    const streams = Array.from({ length: 6 }, () => uniqueName('s'));
    const kafka = await way.kafka();
    publisher = await BatchingPublisher.connect(kafka);
    relay = relayToTopic(db, kafka, publisher, { name: 'events', topic });
    relay.start();
    await append(streams, 1);
    await waitFor(() => copies().size === 12, 20_000, 'the first events on the topic');

    way.loseNextAnswer();
    await append(streams, 3);
    await waitFor(() => failures.some((f) => f.startsWith('relay events:')), 20_000, "the relay's send to fail");
    way.letThrough();
    await append(streams, 5);
    await waitFor(() => copies().size === 36, 30_000, 'every event on the topic').catch(() => undefined);
    logged.mockRestore();

    const counted = copies();
    const missing = streams
      .flatMap((s) => [1, 2, 3, 4, 5, 6].map((seq) => `${s}#${seq}`))
      .filter((k) => !counted.has(k));
    expect(missing).toEqual([]);
    expect([...counted].filter(([, n]) => n > 1)).toEqual([]);
  });
});
