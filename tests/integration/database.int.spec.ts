import { ensureDatabase, openServiceDatabase, type Database, type Migration } from '@empires/database';
import { eventStoreMigrations } from '@empires/eventstore';
import { Client } from 'pg';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { openEventStoreSchema } from './support/event-store-schema';

const createNotes: Migration = {
  name: 'CreateNotes1700000000000',
  async up(q) {
    await q.query(`CREATE TABLE notes (id text PRIMARY KEY, body jsonb NOT NULL)`);
  },
};

const tablesOf = async (db: Database, schema: string) =>
  (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
      [schema],
    )
  ).map((t) => t.table_name);

describe('service database on plain pg', () => {
  const schema = uniqueName('test');
  let db: Database;

  beforeAll(async () => {
    db = await openServiceDatabase({ url: testDatabaseUrl(), schema, migrations: [createNotes] });
  });

  afterAll(async () => {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  });

  it('creates its schema by migration and round-trips a row', async () => {
    await db.query(`INSERT INTO notes (id, body) VALUES ($1, $2)`, ['n1', { text: 'hello', n: 3 }]);
    const [found] = await db.query<{ body: unknown }>(`SELECT body FROM notes WHERE id = $1`, ['n1']);
    expect(found.body).toEqual({ text: 'hello', n: 3 });
    expect(await tablesOf(db, schema)).toEqual(['notes', 'schema_migrations']);
  });

  it('runs each migration once, even when opened again', async () => {
    const again = await openServiceDatabase({ url: testDatabaseUrl(), schema, migrations: [createNotes] });
    const runs = await again.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".schema_migrations`);
    await again.close();
    expect(runs[0].n).toBe(1);
  });

  it('answers UPDATE ... RETURNING with its rows, like any other statement', async () => {
    await db.query(`INSERT INTO notes (id, body) VALUES ('n2', '{}')`);
    expect(await db.query(`UPDATE notes SET body = '{"n":1}' WHERE id = 'n2' RETURNING id`)).toEqual([{ id: 'n2' }]);
    expect(await db.query(`DELETE FROM notes WHERE id = 'none' RETURNING id`)).toEqual([]);
  });

  it('rolls a transaction back whole when its work throws', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO notes (id, body) VALUES ('n3', '{}')`);
      throw new Error('refused');
    });
    await expect(attempt).rejects.toThrow('refused');
    expect(await db.query(`SELECT id FROM notes WHERE id = 'n3'`)).toEqual([]);
  });
});

describe('migrating a schema', () => {
  it('lets instances starting together run each migration once', async () => {
    const schema = uniqueName('together');
    const opened = await Promise.all(Array.from({ length: 3 }, () => openEventStoreSchema(schema)));
    try {
      const [{ n }] = await opened[0].query<{ n: number }>(`SELECT count(*)::int AS n FROM schema_migrations`);
      expect(n).toBe(eventStoreMigrations.length);
    } finally {
      await opened[0].query(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all(opened.map((db) => db.close()));
    }
  });

  it('recognises a schema TypeORM migrated: its recorded migrations are not run again, its record moves over', async () => {
    const schema = uniqueName('typeorm');
    const old = new Client({ connectionString: testDatabaseUrl() });
    await old.connect();
    try {
      // What the TypeORM runner left: the tables, and its record of each migration by class name.
      await old.query(`CREATE SCHEMA "${schema}"`);
      await old.query(`SET search_path = "${schema}"`);
      for (const m of eventStoreMigrations) await m.up({ query: async (sql) => (await old.query(sql)).rows });
      await old.query(
        `CREATE TABLE migrations (id SERIAL PRIMARY KEY, "timestamp" bigint NOT NULL, name character varying NOT NULL)`,
      );
      for (const m of eventStoreMigrations)
        await old.query(`INSERT INTO migrations ("timestamp", name) VALUES ($1, $2)`, [m.name.slice(-13), m.name]);
    } finally {
      await old.end();
    }

    // Run again, the first migration would fail: its tables exist (42P07).
    const db = await openEventStoreSchema(schema);
    try {
      const names = await db.query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY name`);
      expect(names.map((r) => r.name)).toEqual(eventStoreMigrations.map((m) => m.name));
      expect(names.map((r) => r.name)).toEqual([
        'EventStore1732300000000',
        'EventStoreAppend1732300000001',
        'EventStoreAppendedNotice1732300000002',
        'EventStoreDeadlines1732300000003',
      ]);
      expect(await tablesOf(db, schema)).not.toContain('migrations');
    } finally {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    }
  });
});

describe('creating the database on first start', () => {
  it('lets five services create a missing database at once: one creates it, none fails', async () => {
    const name = uniqueName('fresh');
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    await Promise.all(Array.from({ length: 5 }, () => ensureDatabase(url.toString())));
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(found.rowCount).toBe(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });
});
