import type { EventEnvelope } from '@empires/contracts';
import { openServiceDatabase, serviceRole, type Database } from '@empires/database';
import { engineDatabase, EventStore, toEnvelope, type StreamWrite } from '@empires/eventstore';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { join } from 'node:path';
import { compareWithEngine } from '../compare';
import { Projector } from '../projector';
import { DiceRaceGame, registry } from '../testing/dice-race-game';
import { freshReadModels, readModels } from '../testing/read-models-db';
import { storedEvent } from '../testing/stored-event';
import { rebuildFromStore } from './rebuild-from-store';

const GAMES = 24;
const PARTITIONS = 3;

/** The event as the engine stores it, with server-only metadata and, on some, the seats to act. */
const toStored = (e: EventEnvelope, i: number) =>
  storedEvent(i % 3 === 0 ? { ...e, toAct: [i % 2] } : e, {
    rng: [1, 2, 3, i],
    traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
  });

describe('rebuildFromStore: the read models folded from the event store in partitions', () => {
  const engineSchema = uniqueName('engine_rebuild');
  let engine: Database;
  let live: Awaited<ReturnType<typeof freshReadModels>>;
  let rebuilt: Awaited<ReturnType<typeof freshReadModels>>;
  let published: EventEnvelope[];

  beforeAll(async () => {
    engine = await openServiceDatabase(engineDatabase(testDatabaseUrl(), engineSchema));
    [live, rebuilt] = await Promise.all([freshReadModels(), freshReadModels()]);
    // Games of many lengths, the last still running, appended a few events of each at a time as
    // the engine interleaves them.
    const games = Array.from({ length: GAMES }, (_, i) => DiceRaceGame.started(['alice', 'bob'], 6 + i));
    games.slice(0, -1).forEach((g) => g.rollUntilOver());
    games[GAMES - 1].roll();
    const store = new EventStore(engine);
    for (let from = 0; games.some((g) => g.events.length > from); from += 4) {
      const writes: StreamWrite[] = games
        .filter((g) => g.events.length > from)
        .map((g) => ({
          streamId: g.gameId,
          kind: 'game',
          expectedVersion: from,
          events: g.events.slice(from, from + 4).map((e) => toStored(e, e.seq)),
        }));
      await store.append(writes);
    }
    // What the outbox publishes: the stored events as envelopes, interleaved by game.
    const streams = await Promise.all(games.map((g) => store.readStream(g.gameId)));
    published = streams.flatMap((events) => events.map(toEnvelope));
    const projector = new Projector(live.db, registry);
    for (let i = 0; i < published.length; i += 50) await projector.apply(published.slice(i, i + 50));
  });

  afterAll(async () => {
    await Promise.all([live?.drop(), rebuilt?.drop()]);
    await engine?.query(`DROP SCHEMA "${engineSchema}" CASCADE`);
    await engine?.close();
  });

  it('publishes to history the envelope fields v1 lacks, and nothing server-only', async () => {
    const rows = await rebuilt.db.query<{ command: unknown; to_act: unknown }>(
      `SELECT * FROM "${engineSchema}".game_events_v2`,
    );
    expect(rows).toHaveLength(published.length);
    expect(rows.filter((r) => r.command !== null)).toHaveLength(published.filter((e) => e.command).length);
    expect(rows.filter((r) => r.to_act !== null)).toHaveLength(published.filter((e) => e.toAct).length);
    expect(JSON.stringify(rows)).not.toMatch(/rng|traceparent/);
  });

  it('equals the live projection, with the games spread over every partition', async () => {
    const result = await rebuildFromStore({
      database: { url: testDatabaseUrl(), role: serviceRole('history'), schema: rebuilt.schema },
      engineSchema,
      registry: { module: join(__dirname, '../testing/dice-race-game.ts'), exportName: 'registry' },
      partitions: PARTITIONS,
    });
    expect(result.events).toBe(published.length);
    expect(result.partitions.map((p) => p.games > 0)).toEqual(new Array(PARTITIONS).fill(true));
    expect(result.partitions.reduce((sum, p) => sum + p.games, 0)).toBe(GAMES);
    expect(result.partitions.flatMap((p) => p.problems)).toEqual([]);
    const written = await readModels(rebuilt.db);
    expect(written.results.length).toBeGreaterThan(0);
    expect(written).toEqual(await readModels(live.db));
    // The texts too, byte for byte: the envelopes as the outbox sent them.
    const texts = (db: Database) => db.query(`SELECT envelope FROM game_events ORDER BY game_id, seq`);
    expect(await texts(rebuilt.db)).toEqual(await texts(live.db));
    const comparison = await compareWithEngine(rebuilt.db, engineSchema, registry);
    expect(comparison).toMatchObject({ ok: true, engineGames: GAMES });
  }, 120_000); // each worker thread compiles the rulesets' sources as it starts: seconds on a busy machine
});
