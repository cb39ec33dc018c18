import type { RatingView } from '@empires/contracts';
import { waitFor } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { BotLadder, ladderSlot, queueLadderSlot } from './bot-ladder';

describe('the bot ladder', () => {
  const risk = { id: 'risk-empires', levels: ['easy', 'medium', 'hard'] as const };

  it('pairs every two levels of a ruleset once a slot, the first seat changing hands from slot to slot', () => {
    const slot = ladderSlot([risk], 7);
    expect(slot.map((g) => g.gameId)).toEqual([
      'g_ladder_risk-empires_7_easy_medium',
      'g_ladder_risk-empires_7_easy_hard',
      'g_ladder_risk-empires_7_medium_hard',
    ]);
    expect(slot[0].seats).toEqual([
      { kind: 'bot', policy: 'medium' },
      { kind: 'bot', policy: 'easy' },
    ]);
    expect(ladderSlot([risk], 8)[0].seats).toEqual([
      { kind: 'bot', policy: 'easy' },
      { kind: 'bot', policy: 'medium' },
    ]);
    expect(ladderSlot([{ id: 'dice-race', levels: ['easy'] }], 1)).toEqual([]);
  });

  describe('in the database', () => {
    let mm: TestMatchmaking;
    beforeAll(async () => {
      mm = await freshMatchmaking();
    }, 30_000);
    afterAll(() => mm?.drop());

    const owed = async () =>
      (await mm.db.query<{ game_id: string }>(`SELECT game_id FROM games_to_create ORDER BY game_id`)).map(
        (r) => r.game_id,
      );

    it('queues a slot once however often it is planned, and a pairing whose last game is unrated sits out', async () => {
      await queueLadderSlot(mm.db, ladderSlot([risk], 1));
      await queueLadderSlot(mm.db, ladderSlot([risk], 1)); // a second instance planning the same slot
      expect(await owed()).toHaveLength(3);

      await queueLadderSlot(mm.db, ladderSlot([risk], 2));
      expect(await owed()).toHaveLength(3);

      await mm.db.query(`INSERT INTO rated_games (game_id) VALUES ('g_ladder_risk-empires_1_easy_hard')`);
      await queueLadderSlot(mm.db, ladderSlot([risk], 2));
      expect((await owed()).filter((id) => id.includes('_2_'))).toEqual(['g_ladder_risk-empires_2_easy_hard']);
    });

    it('plans the slot of the hour it wakes in and sends what it queued', async () => {
      let sent = 0;
      const ladder = new BotLadder(mm.db, {
        everyMinutes: 60,
        rulesets: [{ id: 'medieval', levels: ['easy', 'hard'] }],
        send: async () => void (sent += 1),
        now: () => new Date(Date.UTC(2026, 10, 26, 10, 30)),
      });
      ladder.start();
      await waitFor(() => sent === 1);
      await ladder.stop();
      const hour = Math.floor(Date.UTC(2026, 10, 26, 10) / 3_600_000);
      expect(await owed()).toContain(`g_ladder_medieval_${hour}_easy_hard`);
    });

    it('shows the built-in levels on the leaderboard beside players, and no bot named by a policy', async () => {
      await mm.ok(`amy`, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 2 } });
      for (const [id, mu] of [
        ['amy', 25],
        ['bot:easy', 20],
        ['bot:mcts?ms=50', 30],
      ] as const)
        await mm.db.query(
          `INSERT INTO ratings (player_id, ruleset_id, mu, sigma, games, updated_at) VALUES ($1, 'dice-race', $2, 2, 12, now())`,
          [id, mu],
        );
      const board = await mm.ok<RatingView[]>('amy', { type: 'Leaderboard', payload: { ruleset: 'dice-race' } });
      expect(board.map((r) => [r.playerId, r.name, r.bot, r.level])).toEqual([
        ['amy', 'amy', false, undefined],
        ['bot:easy', 'Easy bot', true, 'easy'],
      ]);
    });
  });
});
