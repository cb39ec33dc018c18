import type { Database } from '@empires/database';
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
