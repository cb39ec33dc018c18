import { randomUUID } from 'node:crypto';
import { EventStore, eventStoreMigrations } from '@empires/eventstore';
import { freshSchema, uniqueName, waitFor, type FreshSchema } from '@empires/testing';
import { DeadlineStore, type DueDeadline } from './deadline-store';
import { Scheduler } from './scheduler';

describe('durable deadlines', () => {
  let database: FreshSchema;
  let store: EventStore;

  beforeAll(async () => {
    database = await freshSchema('sched', (url, schema) => ({ url, schema, migrations: eventStoreMigrations }));
    store = new EventStore(database.db);
  });
  afterAll(() => database.drop());

  /** A stream with one event whose append sets (or clears) its deadline. */
  const write = async (streamId: string, version: number, deadline: Date | null) =>
    store.append([
      {
        streamId,
        kind: 'game',
        expectedVersion: version,
        events: [
          { eventId: randomUUID(), type: 'Ticked', payload: {}, metadata: {}, occurredAt: new Date().toISOString() },
        ],
        deadline: deadline && { fireAt: deadline.toISOString() },
      },
    ]);

  function scheduler(owns: (id: string) => boolean = () => true) {
    const fired: DueDeadline[] = [];
    const s = new Scheduler(new DeadlineStore(database.db, 60_000), {
      owns,
      fire: async (due) => void fired.push(...due),
      idleMs: 50,
    });
    return { s, fired };
  }

  it('fires a deadline when it comes, once, and only the deadline its stream holds now', async () => {
    const [a, b, c] = [uniqueName('a'), uniqueName('b'), uniqueName('c')];
    const soon = () => new Date(Date.now() + 150);
    await write(a, 0, soon());
    await write(b, 0, new Date(Date.now() + 60_000));
    await write(b, 1, soon()); // moved earlier by a later append
    await write(c, 0, soon());
    await write(c, 1, null); // cleared: the game moved on
    const { s, fired } = scheduler();
    s.start();
    try {
      await waitFor(() => fired.filter((d) => [a, b].includes(d.streamId)).length === 2, 10_000, 'both deadlines');
      expect(fired.some((d) => d.streamId === c)).toBe(false);
      const before = fired.length;
      s.wake();
      await waitFor(
        async () =>
          (await new DeadlineStore(database.db, 60_000).due(new Date())).every((d) => ![a, b].includes(d.streamId)),
        5_000,
      );
      expect(fired.filter((d) => d.streamId === a)).toHaveLength(1);
      expect(fired.length).toBe(before);
    } finally {
      await s.stop();
    }
  });

  it('fires only the deadlines of streams this instance owns, and after a restart those it never told', async () => {
    const [mine, theirs] = [uniqueName('mine'), uniqueName('theirs')];
    await write(mine, 0, new Date(Date.now() - 10));
    await write(theirs, 0, new Date(Date.now() - 10));
    const { s, fired } = scheduler((id) => id === mine);
    s.start();
    await waitFor(() => fired.some((d) => d.streamId === mine), 10_000, 'the owned deadline');
    await s.stop();
    expect(fired.some((d) => d.streamId === theirs)).toBe(false);
    const next = scheduler((id) => id === theirs); // the other owner starts: it fires what was never told
    next.s.start();
    await waitFor(() => next.fired.some((d) => d.streamId === theirs), 10_000, 'the deadline after a restart');
    await next.s.stop();
    expect(next.fired.some((d) => d.streamId === mine)).toBe(false);
  });

  it('tells on time the next deadline its owner wrote while the last one was being told', async () => {
    const id = uniqueName('answered');
    await write(id, 0, new Date(Date.now() - 10));
    const told: DueDeadline[] = [];
    const s = new Scheduler(new DeadlineStore(database.db, 60_000), {
      owns: (streamId) => streamId === id,
      fire: async (due) => {
        told.push(...due);
        // The owner answers before the telling returns, with the game's next deadline.
        if (told.length === 1) await write(id, 1, new Date(Date.now() + 100));
      },
      idleMs: 50,
    });
    s.start();
    try {
      await waitFor(() => told.length === 2, 5_000, 'the next deadline, not held back a resend (60 s)');
      expect(told[1].fireAt.getTime()).toBeGreaterThan(told[0].fireAt.getTime());
    } finally {
      await s.stop();
    }
  });

  it('wakes for a deadline written while it sleeps', async () => {
    const id = uniqueName('late');
    const s = new Scheduler(new DeadlineStore(database.db, 60_000), {
      owns: (streamId) => streamId === id,
      fire: async (due) => void fired.push(...due),
      idleMs: 60_000,
    });
    const fired: DueDeadline[] = [];
    s.start();
    try {
      await write(id, 0, new Date(Date.now() + 100));
      s.wake();
      await waitFor(() => fired.length === 1, 5_000, 'the deadline');
    } finally {
      await s.stop();
    }
  });
});
