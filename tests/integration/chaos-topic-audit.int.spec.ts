import type { EventEnvelope } from '@empires/contracts';
import { connectProducer, publish } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName } from '@empires/testing';
// The chaos run's own checker, tested where the default broker runs (a test may read another test project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { auditTopic } from '../chaos/support/audit';

const envelope = (streamId: string, seq: number) => ({ streamId, seq, type: 'test.happened' }) as EventEnvelope;

/** The chaos run's checker itself, on the real broker (here, not in the chaos project: `npm run chaos` runs a broker of its own): a topic short of a stored event, or holding one twice, fails it. */
describe('the topic audit', () => {
  const kafka = testKafka();

  it('counts an event the topic lacks and one it holds twice, and nothing of streams it was not asked about', async () => {
    const topic = await freshTopic(kafka, 2);
    const [a, b, other] = [uniqueName('a'), uniqueName('b'), uniqueName('other')];
    const stored = new Map([
      [a, [1, 2, 3].map((seq) => envelope(a, seq))],
      [b, [1, 2].map((seq) => envelope(b, seq))],
    ]);
    const onTopic = [
      envelope(a, 1),
      envelope(a, 2),
      envelope(a, 2),
      envelope(a, 3),
      envelope(b, 1),
      envelope(other, 1),
    ];
    const producer = await connectProducer(kafka);
    try {
      await publish(
        producer,
        topic,
        onTopic.map((e) => ({ key: e.streamId, value: e })),
      );
    } finally {
      await producer.disconnect();
    }
    await expect(auditTopic(kafka, topic, stored, 5_000)).resolves.toEqual({ missing: 1, duplicates: 1 });
  });
});
