import { randomUUID } from 'node:crypto';
import { botRunnerDatabase } from '@empires/bots';
import { openServiceDatabase, type Database } from '@empires/database';
import { engineDatabase, EventStore } from '@empires/eventstore';
import { matchmakingDatabase } from '@empires/matchmaking';
import { historyDatabase, historyMigrations } from '@empires/read-models';
import { dropSchemas, testDatabaseUrl, uniqueName } from '@empires/testing';
import { Client } from 'pg';

/** The SQLSTATE a statement fails with, or 'allowed'. */
const outcome = (db: Database, sql: string): Promise<string> =>
  db.query(sql).then(
    () => 'allowed',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('each service works in its own schema as its own role', () => {
  const ns = uniqueName('roles');
  const schema = { engine: `engine_${ns}`, history: `history_${ns}`, mm: `mm_${ns}`, bots: `bots_${ns}` };
  const gameId = uniqueName('g');
  let engine: Database;
  let history: Database;
  let matchmaking: Database;
  let bots: Database;

  beforeAll(async () => {
    const url = testDatabaseUrl();
    [engine, history, matchmaking, bots] = await Promise.all([
      openServiceDatabase(engineDatabase(url, schema.engine)),
      openServiceDatabase(historyDatabase(url, schema.history)),
      openServiceDatabase(matchmakingDatabase(url, schema.mm)),
      openServiceDatabase(botRunnerDatabase(url, schema.bots)),
    ]);
    const event = {
      eventId: randomUUID(),
      type: 'GameCreated',
      payload: { n: 1 },
      occurredAt: new Date().toISOString(),
    };
    await new EventStore(engine).append([
      {
        streamId: gameId,
        kind: 'game',
        expectedVersion: 0,
        events: [{ ...event, metadata: { ruleset: 'dice-race@1.0.0', schemaVersion: 2, rng: [1, 2, 3, 4] } }],
        secret: 'not for history',
      },
    ]);
  });

  afterAll(async () => {
    await Promise.all([engine, history, matchmaking, bots].map((db) => db?.close()));
    await dropSchemas(Object.values(schema));
  });

  it('connects each service as its role, which owns every table of its schema', async () => {
    const who = async (db: Database) => (await db.query<{ user: string }>(`SELECT current_user AS user`))[0].user;
    expect(await Promise.all([engine, history, matchmaking, bots].map(who))).toEqual([
      'empires_engine',
      'empires_history',
      'empires_matchmaking',
      'empires_bot_runner',
    ]);
    const owners = await engine.query<{ owner: string }>(
      `SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = $1`,
      [schema.engine],
    );
    expect(owners).toEqual([{ owner: 'empires_engine' }]);
  });

  it("refuses history the engine's tables (42501), and answers it from the view the engine publishes", async () => {
    expect(await outcome(history, `SELECT * FROM "${schema.engine}".events`)).toBe('42501');
    expect(await outcome(history, `SELECT * FROM "${schema.engine}".streams`)).toBe('42501');
    expect(await outcome(history, `SELECT * FROM "${schema.engine}".stream_secrets`)).toBe('42501');
    expect(
      await history.query(`SELECT game_id, seq, type, schema_version FROM "${schema.engine}".game_events_v1`),
    ).toEqual([{ game_id: gameId, seq: 1, type: 'GameCreated', schema_version: 2 }]);
    expect(await history.query(`SELECT game_id, version FROM "${schema.engine}".game_streams_v1`)).toEqual([
      { game_id: gameId, version: 1 },
    ]);
  });

  it('publishes no PRNG state and no secret in the view', async () => {
    const [row] = await history.query(`SELECT * FROM "${schema.engine}".game_events_v1`);
    expect(Object.keys(row).sort()).toEqual([
      'actor',
      'causation_id',
      'correlation_id',
      'event_id',
      'game_id',
      'occurred_at',
      'payload',
      'ruleset',
      'schema_version',
      'seq',
      'type',
      'visibility',
    ]);
    expect(JSON.stringify(row)).not.toMatch(/rng|not for history/);
  });

  it("refuses matchmaking history's read models", async () => {
    expect(await outcome(matchmaking, `SELECT * FROM "${schema.history}".games`)).toBe('42501');
    expect(await outcome(matchmaking, `SELECT * FROM "${schema.history}".game_event_runs`)).toBe('42501');
  });

  it("refuses the bot-runner the engine's tables and the views published to history alone", async () => {
    expect(await outcome(bots, `SELECT * FROM "${schema.engine}".events`)).toBe('42501');
    expect(await outcome(bots, `SELECT * FROM "${schema.engine}".game_events_v1`)).toBe('42501');
    expect(await outcome(bots, `SELECT * FROM "${schema.engine}".game_events_v2`)).toBe('42501');
    expect(
      await outcome(
        bots,
        `SELECT "${schema.engine}".append_streams(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
      ),
    ).toBe('42501');
  });

  it('keeps a table created later as private as the first ones', async () => {
    await engine.query(`CREATE TABLE later (x int)`);
    expect(await outcome(history, `SELECT * FROM "${schema.engine}".later`)).toBe('42501');
    expect(await outcome(bots, `SELECT * FROM "${schema.engine}".later`)).toBe('42501');
  });

  it('refuses one service the writes and the drops of another', async () => {
    expect(await outcome(history, `DELETE FROM "${schema.mm}".ratings`)).toBe('42501');
    expect(await outcome(matchmaking, `DROP SCHEMA "${schema.bots}" CASCADE`)).toBe('42501');
    expect(await outcome(bots, `CREATE TABLE "${schema.history}".intruder (x int)`)).toBe('42501');
  });
});

describe('a schema made before services had roles', () => {
  it('is handed to the service role with every table in it, and keeps its data', async () => {
    const schema = uniqueName('history_old');
    const url = testDatabaseUrl();
    const old = await openServiceDatabase({ url, schema, migrations: historyMigrations });
    await old.query(
      `INSERT INTO games (game_id, ruleset, status, seats, version, seed_hash, created_at) VALUES ('g1', 'r@1', 'open', '[]', 1, 'h', now())`,
    );
    await old.close();
    const db = await openServiceDatabase(historyDatabase(url, schema));
    try {
      expect(await db.query(`SELECT game_id FROM games`)).toEqual([{ game_id: 'g1' }]);
      const owners = await db.query<{ owner: string }>(
        `SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = $1`,
        [schema],
      );
      expect(owners).toEqual([{ owner: 'empires_history' }]);
      await db.query(
        `INSERT INTO games (game_id, ruleset, status, seats, version, seed_hash, created_at) VALUES ('g2', 'r@1', 'open', '[]', 1, 'h', now())`,
      );
    } finally {
      await db.close();
      await dropSchemas([schema]);
    }
  });

  it("hands over what the administrator added later to a schema the role owns, TypeORM's record included", async () => {
    const schema = uniqueName('history_mixed');
    const url = testDatabaseUrl();
    await (await openServiceDatabase(historyDatabase(url, schema))).close();
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      // An older instance, run as the administrator, recorded its migrations TypeORM's way.
      await admin.query(
        `CREATE TABLE "${schema}".migrations (id serial PRIMARY KEY, "timestamp" bigint NOT NULL, name varchar NOT NULL)`,
      );
      await admin.query(
        `INSERT INTO "${schema}".migrations ("timestamp", name) VALUES (1732400000000, 'ReadModels1732400000000')`,
      );
    } finally {
      await admin.end();
    }
    const db = await openServiceDatabase(historyDatabase(url, schema));
    try {
      expect(await db.query(`SELECT to_regclass('migrations') AS old`)).toEqual([{ old: null }]);
    } finally {
      await db.close();
      await dropSchemas([schema]);
    }
  });
});
