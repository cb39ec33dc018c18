import type { EventEnvelope } from '@empires/contracts';
import type { Database } from '@empires/database';
import { EventStore } from '@empires/eventstore';
import { newEvent } from './new-event';

/** Appends two events to each stream, seqs `from` and `from + 1`, in one transaction: what a relay test publishes. */
export const appendPairs = (db: Database, streams: readonly string[], from: number) =>
  new EventStore(db).append(
    streams.map((streamId) => ({
      streamId,
      kind: 'game',
      expectedVersion: from - 1,
      events: [newEvent('test.happened', from), newEvent('test.happened', from + 1)],
    })),
  );

/** How many times each event (`stream#seq`) was heard. */
export function copiesOf(heard: readonly EventEnvelope[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const e of heard) copies.set(`${e.streamId}#${e.seq}`, (copies.get(`${e.streamId}#${e.seq}`) ?? 0) + 1);
  return copies;
}
