import type { Database } from '@empires/database';
import { Projector } from './projector';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';

describe('analytics views', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshReadModels());
    const finished = [1, 2, 3].map(() => DiceRaceGame.started(['ann', 'ben'], 10));
    finished.forEach((g) => g.rollUntilOver());
    const running = DiceRaceGame.started(['ann', 'ben']);
    const aborted = DiceRaceGame.started(['ann']);
    aborted.run({ type: 'AbortGame', payload: { reason: 'host left' } });
    await new Projector(db, registry).apply([...finished, running, aborted].flatMap((g) => g.events));
  });
  afterAll(() => drop());

  it('counts games per ruleset by status', async () => {
    expect(
      await db.query(`SELECT ruleset_id, games::int, playing::int, finished::int, aborted::int FROM games_per_ruleset`),
    ).toEqual([{ ruleset_id: 'dice-race', games: 5, playing: 1, finished: 3, aborted: 1 }]);
  });

  it('measures finished games and credits each win to one seat', async () => {
    const [length] = await db.query(`SELECT finished_games::int, avg_events::float FROM game_length`);
    expect(length.finished_games).toBe(3);
    expect(length.avg_events).toBeGreaterThan(5);
    const seats: { seat: number; games: string; wins: string }[] = await db.query(
      `SELECT seat, games, wins FROM win_rate_by_seat WHERE seats = 2 ORDER BY seat`,
    );
    expect(seats.map((s) => [s.seat, Number(s.games)])).toEqual([
      [0, 3],
      [1, 3],
    ]);
    expect(seats.reduce((sum, s) => sum + Number(s.wins), 0)).toBe(3);
  });

  it('tells how games ended, aborts included', async () => {
    const reasons = await db.query(
      `SELECT status, reason, games::int, share::float FROM outcome_reasons ORDER BY games DESC`,
    );
    expect(reasons).toEqual([
      { status: 'finished', reason: 'target reached', games: 3, share: 0.75 },
      { status: 'aborted', reason: 'host left', games: 1, share: 0.25 },
    ]);
  });
});
