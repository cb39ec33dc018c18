import type { EventEnvelope } from '@empires/contracts';
import type { Database, Transaction } from '@empires/database';
import { waitFor } from '@empires/testing';
import { Projector } from './projector';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';

describe('Projector: batches into PostgreSQL', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let projector: Projector;

  beforeAll(async () => {
    ({ db, drop } = await freshReadModels());
    projector = new Projector(db, registry);
  });
  afterAll(() => drop());

  const snapshot = async (gameId: string) => ({
    game: await db.query(`SELECT * FROM games WHERE game_id = $1`, [gameId]),
    state: await db.query(`SELECT state FROM game_states WHERE game_id = $1`, [gameId]),
    events: await db.query<{ seq: number }>(`SELECT * FROM game_events WHERE game_id = $1 ORDER BY seq`, [gameId]),
    results: await db.query<{ player_id: string; rank: number }>(
      `SELECT * FROM player_results WHERE game_id = $1 ORDER BY seat`,
      [gameId],
    ),
  });

  it('writes a finished game: record, state, every event and one result per seat', async () => {
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    expect(await projector.apply(game.events)).toEqual({ applied: game.events.length, duplicates: 0, problems: [] });
    const {
      game: [row],
      events,
      results,
    } = await snapshot(game.gameId);
    expect(row).toMatchObject({
      status: 'finished',
      ruleset: 'dice-race@1.0.0',
      ruleset_id: 'dice-race',
      version: game.version,
      seed: '00112233445566778899aabbccddeeff',
    });
    expect(events.map((e: { seq: number }) => e.seq)).toEqual(game.events.map((e) => e.seq));
    expect(results.map((r: { player_id: string; rank: number }) => [r.player_id, r.rank]).sort()).toEqual([
      ['alice', expect.any(Number)],
      ['bob', expect.any(Number)],
    ]);
  });

  it('changes nothing when events are delivered again, in order or not', async () => {
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    await projector.apply(game.events.slice(0, 5));
    await projector.apply(game.events);
    const before = await snapshot(game.gameId);
    const replayed = await projector.apply([...game.events].reverse());
    expect(replayed.applied).toBe(0);
    expect(await snapshot(game.gameId)).toEqual(before);
  });

  /**
   * Applies `shorter` through a projector whose transaction, its work done, stays open (the batch
   * of a partition's old owner still in flight while the new owner reads from the committed
   * offset), then `longer` through the shared one; once `longer` waits on its locks, `shorter`
   * commits. The two batches' results.
   */
  async function longerWaitingOnShorter(shorter: readonly EventEnvelope[], longer: readonly EventEnvelope[]) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written: (pid: number) => void = () => undefined;
    /** The session's pid, once the batch is written and holds its locks. */
    const holding = new Promise<number>((resolve) => (written = resolve));
    const held = {
      transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          const [{ pid }] = await tx.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`);
          written(pid);
          await released;
          return result;
        }),
    } as unknown as Database;
    const shorterApplied = new Projector(held, registry).apply(shorter);
    const pid = await holding;
    const longerApplied = projector.apply(longer);
    await waitFor(
      async () =>
        (await db.query(`SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`, [pid])).length > 0,
      10_000,
      'the longer batch waiting on a lock the held one took',
    );
    release();
    return { shorter: await shorterApplied, longer: await longerApplied };
  }

  it('loses no event when a longer batch waited on a shorter one for the same game: it plans from what that one stored', async () => {
    const game = DiceRaceGame.started(['ann', 'ben'], 1000);
    for (let i = 0; i < 8; i++) game.roll();
    await projector.apply(game.events.slice(0, 4));
    const { shorter, longer } = await longerWaitingOnShorter(game.events.slice(4, 7), game.events.slice(4, 10));
    expect(shorter).toMatchObject({ applied: 3, duplicates: 0 });
    expect(longer).toMatchObject({ applied: 3, duplicates: 3 });
    const stored = await snapshot(game.gameId);
    expect(stored.game[0]).toMatchObject({ version: 10 });
    expect(stored.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('loses no event when two batches begin the same new game and the longer one waited on the shorter', async () => {
    const game = DiceRaceGame.started(['ann', 'ben'], 1000);
    for (let i = 0; i < 4; i++) game.roll();
    await longerWaitingOnShorter(game.events.slice(0, 3), game.events.slice(0, 7));
    const stored = await snapshot(game.gameId);
    expect(stored.game[0]).toMatchObject({ version: 7 });
    expect(stored.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('applies several games in one batch, each in its order', async () => {
    const games = [DiceRaceGame.started(['a']), DiceRaceGame.started(['b']), DiceRaceGame.started(['c'])];
    games.forEach((g) => g.roll());
    const interleaved = games[0].events.flatMap((_, i) => games.map((g) => g.events[i]).filter(Boolean));
    await projector.apply(interleaved);
    const versions: { version: number }[] = await db.query(
      `SELECT version FROM games WHERE game_id = ANY($1) ORDER BY game_id`,
      [games.map((g) => g.gameId)],
    );
    expect(versions.map((v) => v.version)).toEqual(games.map(() => 5));
  });
});
