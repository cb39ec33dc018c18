import type { EventEnvelope } from '@empires/contracts';
import type { Database } from '@empires/database';
import { BulkProjector } from './bulk-projector';
import { Projector } from './projector';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels, readModels } from './testing/read-models-db';

const texts = (events: readonly EventEnvelope[]) => events.map((e) => Buffer.from(JSON.stringify(e)));

/** Games of different lengths, one still running, their events interleaved as partitions deliver them. */
function someGames(): EventEnvelope[] {
  const games = [8, 12, 16].map((target) => DiceRaceGame.started(['alice', 'bob'], target));
  games.slice(0, 2).forEach((g) => g.rollUntilOver());
  games[2].roll();
  const longest = Math.max(...games.map((g) => g.events.length));
  return Array.from({ length: longest }, (_, i) => games.flatMap((g) => g.events[i] ?? [])).flat();
}

describe('BulkProjector: the rebuild writes what the live projector writes', () => {
  let bulk: { db: Database; drop(): Promise<void> };
  let live: { db: Database; drop(): Promise<void> };

  beforeEach(async () => {
    [bulk, live] = await Promise.all([freshReadModels(), freshReadModels()]);
  });
  afterEach(() => Promise.all([bulk.drop(), live.drop()]));

  it('over many small windows, in batches of any size, equals the live projection', async () => {
    const events = someGames();
    const projector = new BulkProjector(bulk.db, registry, 7);
    for (let i = 0; i < events.length; i += 5)
      await projector.add(events.slice(i, i + 5), texts(events.slice(i, i + 5)));
    await projector.finish();
    await new Projector(live.db, registry).apply(events);
    const written = await readModels(bulk.db);
    expect(written.events).toHaveLength(events.length);
    expect(written.results.length).toBeGreaterThan(0);
    expect(written).toEqual(await readModels(live.db));
  });

  it('copies a window of many chunks (hundreds of kilobytes) whole, each run in one piece', async () => {
    const games = Array.from({ length: 40 }, () => DiceRaceGame.started(['alice', 'bob'], 40));
    games.forEach((g) => g.rollUntilOver());
    const events = games.flatMap((g) => g.events);
    expect(texts(events).reduce((sum, t) => sum + t.length, 0)).toBeGreaterThan(300_000);
    const projector = new BulkProjector(bulk.db, registry);
    await projector.add(events, texts(events));
    await projector.finish();
    await new Projector(live.db, registry).apply(events);
    const runs: { n: string }[] = await bulk.db.query(`SELECT count(*) AS n FROM game_event_runs`);
    expect(Number(runs[0].n)).toBe(games.length);
    expect(await readModels(bulk.db)).toEqual(await readModels(live.db));
  });

  it('stores a game’s events of one window as one run', async () => {
    const events = someGames();
    const projector = new BulkProjector(bulk.db, registry);
    for (let i = 0; i < events.length; i += 5)
      await projector.add(events.slice(i, i + 5), texts(events.slice(i, i + 5)));
    await projector.finish();
    const runs: { first_seq: number; last_seq: number }[] = await bulk.db.query(
      `SELECT first_seq, last_seq FROM game_event_runs ORDER BY game_id`,
    );
    const games = new Set(events.map((e) => e.streamId));
    expect(runs).toHaveLength(games.size);
    expect(runs.every((r) => r.first_seq === 1)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.last_seq, 0)).toBe(events.length);
  });

  it('skips events delivered again, before and after their game left memory', async () => {
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    const projector = new BulkProjector(bulk.db, registry, 1);
    expect((await projector.add(game.events, texts(game.events))).applied).toBe(game.events.length);
    const inMemory = await projector.add(game.events.slice(0, 3), texts(game.events.slice(0, 3)));
    await projector.finish();
    const afterWritten = await projector.add(game.events.slice(2), texts(game.events.slice(2)));
    await projector.finish();
    expect([inMemory.duplicates, afterWritten.duplicates]).toEqual([3, game.events.length - 2]);
    expect((await readModels(bulk.db)).events).toHaveLength(game.events.length);
  });

  it('hands an event arriving after its game was written out whole to the live projector', async () => {
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    const last = game.events[game.events.length - 1];
    const late: EventEnvelope = {
      ...last,
      eventId: 'late',
      seq: last.seq + 1,
      type: 'game.note',
      payload: { type: 'game.note' },
    };
    const projector = new BulkProjector(bulk.db, registry, 1);
    await projector.add(game.events, texts(game.events));
    await projector.finish();
    await projector.add([late], texts([late]));
    await projector.finish();
    await new Projector(live.db, registry).apply([...game.events, late]);
    expect(await readModels(bulk.db)).toEqual(await readModels(live.db));
    const [{ version }] = await bulk.db.query(`SELECT version FROM games`);
    expect(version).toBe(late.seq);
  });

  it('stores a received text that holds a newline or a tab as COPY requires, readable as the same envelope', async () => {
    const game = DiceRaceGame.started(['alice\tand\nbob']);
    const pretty = game.events.map((e) => Buffer.from(JSON.stringify(e, null, 2)));
    const projector = new BulkProjector(bulk.db, registry);
    await projector.add(game.events, pretty);
    await projector.finish();
    const stored: { envelope: string }[] = await bulk.db.query(`SELECT envelope FROM game_events ORDER BY seq`);
    expect(stored.map((s) => JSON.parse(s.envelope))).toEqual(game.events);
    expect(stored.every((s) => !s.envelope.includes('\n'))).toBe(true);
  });

  it('stores ids, types and texts of any script, and times before and after 2000, as the live projector does', async () => {
    const game = DiceRaceGame.started(['ålice', '帝国 bob\\']);
    game.rollUntilOver();
    const events = game.events.map((e, i) => ({
      ...e,
      streamId: `${e.streamId}-ü帝`,
      occurredAt: new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999) + i * 86_400_123).toISOString(),
    }));
    const projector = new BulkProjector(bulk.db, registry, 5);
    await projector.add(events, texts(events));
    await projector.finish();
    await new Projector(live.db, registry).apply(events);
    const written = await readModels(bulk.db);
    expect(written.events.map((e: { game_id: string }) => e.game_id)).toEqual(events.map((e) => e.streamId));
    expect(written.events.map((e: { occurred_at: Date }) => e.occurred_at.toISOString())).toEqual(
      events.map((e) => e.occurredAt),
    );
    expect(written).toEqual(await readModels(live.db));
  });
});
