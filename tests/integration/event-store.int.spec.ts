import type { Database } from '@empires/database';
import { randomUUID } from 'node:crypto';
import {
  DuplicateCommand,
  EventStore,
  OutboxRelay,
  readGlobal,
  beginning,
  VersionConflict,
  type StoredEvent,
} from '@empires/eventstore';
import { testDatabaseUrl, uniqueName, waitFor } from '@empires/testing';
import { openEventStoreSchema } from './support/event-store-schema';
import { newEvent } from './support/new-event';
import { Client } from 'pg';

describe('event store on PostgreSQL', () => {
  const schema = uniqueName('es');
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await openEventStoreSchema(schema);
    store = new EventStore(db);
  });

  afterAll(async () => {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it('appends with the expected version and reads the stream back in order', async () => {
    const id = uniqueName('s');
    await store.append([
      { streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1), newEvent('B', 2)] },
    ]);
    await store.append([{ streamId: id, kind: 'game', expectedVersion: 2, events: [newEvent('C', 3)] }]);
    const read = await store.readStream(id);
    expect(read.map((e) => [e.seq, e.type])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    expect(await store.streamVersion(id)).toBe(3);
    expect((await store.readStream(id, 2)).map((e) => e.seq)).toEqual([3]);
  });

  it('reports a wrong expected version and writes nothing of the batch', async () => {
    const ok = uniqueName('s');
    const stale = uniqueName('s');
    await store.append([{ streamId: stale, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]);
    const attempt = store.append([
      { streamId: ok, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] },
      { streamId: stale, kind: 'game', expectedVersion: 5, events: [newEvent('B', 2)] },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(VersionConflict);
    expect(await store.streamVersion(ok)).toBeUndefined();
    expect(await store.readStream(stale)).toHaveLength(1);
  });

  it('refuses to create a stream twice', async () => {
    const id = uniqueName('s');
    await store.append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]);
    await expect(
      store.append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]),
    ).rejects.toBeInstanceOf(VersionConflict);
  });

  it('refuses a command id seen before and writes nothing', async () => {
    const id = uniqueName('s');
    const command = { commandId: randomUUID(), result: { status: 'accepted' } };
    await store.append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)], command }]);
    await expect(
      store.append([{ streamId: id, kind: 'game', expectedVersion: 1, events: [newEvent('B', 2)], command }]),
    ).rejects.toBeInstanceOf(DuplicateCommand);
    expect(await store.streamVersion(id)).toBe(1);
    expect(await store.commandResult(command.commandId)).toEqual({ status: 'accepted' });
  });

  it('lets exactly one of many concurrent appends at one expected version win', async () => {
    const id = uniqueName('s');
    await store.append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        store.append([{ streamId: id, kind: 'game', expectedVersion: 1, events: [newEvent('B', i)] }]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof VersionConflict)).toHaveLength(7);
    expect((await store.readStream(id)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('never lets a global reader pass a transaction that commits late', async () => {
    const { checkpoint: start } = await readAll(db);
    const late = new Client({ connectionString: testDatabaseUrl(), options: `-c search_path="${schema}"` });
    await late.connect();
    const lateId = uniqueName('late');
    const earlyId = uniqueName('early');
    try {
      await late.query('BEGIN');
      await late.query(`INSERT INTO streams (stream_id, kind, version) VALUES ($1, 'game', 1)`, [lateId]);
      await late.query(
        `INSERT INTO events (stream_id, seq, event_id, type, payload, metadata, occurred_at) VALUES ($1, 1, $2, 'Late', '{}', '{}', now())`,
        [lateId, randomUUID()],
      );
      await store.append([{ streamId: earlyId, kind: 'game', expectedVersion: 0, events: [newEvent('Early', 1)] }]);

      const whileOpen = await readGlobal(db, start, 100);
      expect(whileOpen.events.map((e) => e.streamId)).not.toContain(earlyId);
      // The same read tells the early event is there, waiting: the relay looks again soon.
      expect(whileOpen.heldBack).toBe(true);

      await late.query('COMMIT');
      // Any transaction open in the database holds readers back, other tests' too: wait for both.
      const order = await waitFor(
        async () => {
          const after = await readGlobal(db, whileOpen.checkpoint, 100);
          const seen = after.events.map((e) => e.streamId).filter((s) => s === lateId || s === earlyId);
          return seen.length === 2 ? seen : undefined;
        },
        10_000,
        'both events readable',
      );
      expect(order).toEqual([lateId, earlyId]);
    } finally {
      await late.end();
    }
  });
});

describe('outbox relay on PostgreSQL', () => {
  const schema = uniqueName('relay');
  let db: Database;
  let relay: OutboxRelay;
  const published: StoredEvent[] = [];

  beforeAll(async () => {
    db = await openEventStoreSchema(schema);
    // Idle for a minute: only the append's notice can wake it in time for these tests.
    relay = new OutboxRelay(db, async (events) => void published.push(...events), { name: 'test', idleMs: 60_000 });
    relay.start();
    await new EventStore(db).append([
      { streamId: uniqueName('s'), kind: 'game', expectedVersion: 0, events: [newEvent('First', 1)] },
    ]);
    await waitFor(() => published.length > 0, 70_000, 'the relay to lead and publish');
  });

  afterAll(async () => {
    await relay.stop();
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it('publishes what another writer appended as soon as it commits, unpoked', async () => {
    const other = await openEventStoreSchema(schema);
    const id = uniqueName('s');
    try {
      await new EventStore(other).append([
        { streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] },
      ]);
      await waitFor(() => published.some((e) => e.streamId === id), 5_000, 'the event published');
    } finally {
      await other.close();
    }
  });

  it('publishes events held back behind another open transaction once it ends, though its end announces nothing', async () => {
    const open = new Client({ connectionString: testDatabaseUrl() });
    await open.connect();
    const id = uniqueName('s');
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      const heldBefore = relay.stats.heldBack;
      await new EventStore(db).append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]);
      await waitFor(
        () => relay.stats.heldBack >= heldBefore + 2,
        10_000,
        'the relay to look twice and find it held back',
      );
      expect(published.some((e) => e.streamId === id)).toBe(false);
      await open.query('COMMIT');
      await waitFor(() => published.some((e) => e.streamId === id), 5_000, 'the event published');
    } finally {
      await open.end();
    }
  });

  it('leads again and relays on when the server cuts its connection, as a PostgreSQL restart does', async () => {
    const [leader] = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN "appended_' || md5($1) || '"'`,
      [schema],
    );
    await db.query('SELECT pg_terminate_backend($1)', [leader.pid]);
    const id = uniqueName('s');
    await new EventStore(db).append([{ streamId: id, kind: 'game', expectedVersion: 0, events: [newEvent('A', 1)] }]);
    await waitFor(() => published.some((e) => e.streamId === id), 10_000, 'the event published');
  });
});

async function readAll(db: Database) {
  let at = beginning;
  for (;;) {
    const page = await readGlobal(db, at, 1000);
    if (page.events.length === 0) return { checkpoint: at };
    at = page.checkpoint;
  }
}
