import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupDatabase,
  readArchive,
  Database,
  openServiceDatabase,
  restoreDatabase,
  RestoreRefusedError,
  roleUrl,
  serviceRole,
} from '@empires/database';
import { engineDatabase, EventStore, type StreamWrite } from '@empires/eventstore';
import { historyDatabase } from '@empires/read-models';
import { dropSchemas, testDatabaseUrl, uniqueName } from '@empires/testing';
import { Client } from 'pg';

const event = (n: number) => ({
  eventId: randomUUID(),
  type: 'DieRolled',
  payload: { n },
  metadata: { ruleset: 'dice-race@1.0.0', rng: [n, n + 1, n + 2, n + 3] },
  occurredAt: new Date().toISOString(),
});

const games = (version: number, ids: readonly string[]): StreamWrite[] =>
  ids.map((streamId) => ({
    streamId,
    kind: 'game',
    expectedVersion: version,
    events: [event(version + 1), event(version + 2)],
    ...(version === 0 ? { secret: `seed of ${streamId}` } : {}),
  }));

/** Every row of the engine's tables, in a stable order, for comparing two copies. */
async function engineRows(db: Database) {
  return {
    streams: await db.query('SELECT stream_id, kind, version, created_at FROM streams ORDER BY stream_id'),
    events: await db.query('SELECT * FROM events ORDER BY position'),
    secrets: await db.query('SELECT * FROM stream_secrets ORDER BY stream_id'),
  };
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
}

describe('backup and restore of the event store', () => {
  const ns = uniqueName('backup');
  const schema = { engine: `engine_${ns}`, history: `history_${ns}` };
  const source = testDatabaseUrl();
  const targetUrl = (() => {
    const u = new URL(source);
    u.pathname = `/restore_${ns}`;
    return u.toString();
  })();
  const file = join(tmpdir(), `${ns}.dump`);
  const gameIds = [uniqueName('g'), uniqueName('g'), uniqueName('g')];
  let engine: Database;
  let history: Database;
  let restored: Database;

  beforeAll(async () => {
    [engine, history] = await Promise.all([
      openServiceDatabase(engineDatabase(source, schema.engine)),
      openServiceDatabase(historyDatabase(source, schema.history)),
    ]);
    const store = new EventStore(engine);
    await store.append(games(0, gameIds));
    await store.append(games(2, gameIds.slice(0, 2)));
    await backupDatabase({ url: source, file, schemas: Object.values(schema) });
    await restoreDatabase({ url: targetUrl, file });
    restored = new Database({ url: roleUrl(targetUrl, serviceRole('engine')), schema: schema.engine });
  });

  afterAll(async () => {
    await Promise.all([engine, history, restored].map((db) => db?.close()));
    await dropSchemas(Object.values(schema));
    await dropDatabase(targetUrl);
    rmSync(file, { force: true });
  });

  it('restores every stream, event (PRNG state included) and secret as it was', async () => {
    const [before, after] = await Promise.all([engineRows(engine), engineRows(restored)]);
    expect(before.events).toHaveLength(10);
    expect(after).toEqual(before);
  });

  it('restores the schemas to their service roles, with the view the engine grants history', async () => {
    expect(await restored.query<{ user: string }>('SELECT current_user AS user')).toEqual([{ user: 'empires_engine' }]);
    const owners = await restored.query<{ owner: string }>(
      'SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = $1',
      [schema.engine],
    );
    expect(owners).toEqual([{ owner: 'empires_engine' }]);
    const reader = new Database({ url: roleUrl(targetUrl, serviceRole('history')), schema: schema.history });
    try {
      const seen = await reader.query(
        `SELECT game_id, seq FROM "${schema.engine}".game_events_v1 ORDER BY game_id, seq`,
      );
      expect(seen).toHaveLength(10);
      await expect(reader.query(`SELECT * FROM "${schema.engine}".events`)).rejects.toMatchObject({ code: '42501' });
    } finally {
      await reader.close();
    }
  });

  it('appends after the restored events: versions go on and positions follow the last one', async () => {
    const store = new EventStore(restored);
    await store.append(games(4, gameIds.slice(0, 1)));
    const [last] = await restored.query<{ stream_id: string; seq: number; position: string }>(
      'SELECT stream_id, seq, position FROM events ORDER BY position DESC LIMIT 1',
    );
    const [before] = await engine.query<{ max: string }>('SELECT max(position) AS max FROM events');
    expect(last.stream_id).toBe(gameIds[0]);
    expect(last.seq).toBe(6);
    expect(BigInt(last.position)).toBeGreaterThan(BigInt(before.max));
    await expect(store.append(games(2, gameIds.slice(0, 1)))).rejects.toThrow();
  });

  it("names the roles a restore needs: the schema's owner and those it grants views to", async () => {
    const engineOnly = join(tmpdir(), `${ns}-engine.dump`);
    try {
      await backupDatabase({ url: source, file: engineOnly, schemas: [schema.engine] });
      expect(await readArchive(engineOnly)).toEqual({
        schemas: [schema.engine],
        roles: [serviceRole('engine'), serviceRole('history')],
      });
    } finally {
      rmSync(engineOnly, { force: true });
    }
  });

  it('keeps the archive at its path when a backup fails, and says why without the database URL', async () => {
    const kept = join(tmpdir(), `${ns}-kept.dump`);
    writeFileSync(kept, 'an archive written before');
    try {
      const failed = backupDatabase({ url: source, file: kept, schemas: [`${schema.engine}_missing`] });
      await expect(failed).rejects.toThrow(/^pg_dump failed: .*no matching schemas/);
      await expect(failed).rejects.toThrow(expect.objectContaining({ message: expect.not.stringContaining(source) }));
      expect(readFileSync(kept, 'utf8')).toBe('an archive written before');
    } finally {
      rmSync(kept, { force: true });
    }
  });

  it('refuses to restore into a database that already holds the schemas, and leaves it as it was', async () => {
    const before = await engineRows(restored);
    const refused = restoreDatabase({ url: targetUrl, file });
    await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refused).rejects.toMatchObject({ existing: [schema.engine, schema.history].sort() });
    expect(await engineRows(restored)).toEqual(before);
  });
});
