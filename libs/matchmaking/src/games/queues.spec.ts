import { uniqueName } from '@empires/testing';
import { defaultMatcherOptions } from '../matcher';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { matchOnce } from './matcher-loop';

describe('queues and the matcher', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  const queue = (playerId: string, players = 2) =>
    mm.ask(playerId, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players } });
  const waiting = async (ids: readonly string[]) =>
    (await mm.db.query<{ player_id: string }>(`SELECT player_id FROM queue WHERE player_id = ANY($1)`, [ids])).map(
      (r) => r.player_id,
    );

  it('keeps a player in one queue per ruleset (ALREADY_QUEUED), and lets them leave it once (NOT_QUEUED)', async () => {
    const ann = uniqueName('ann');
    expect((await queue(ann)).ok).toBe(true);
    expect(await mm.codeOf(ann, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 3 } })).toBe(
      'ALREADY_QUEUED',
    );
    expect((await mm.ask(ann, { type: 'LeaveQueue', payload: { ruleset: 'dice-race' } })).ok).toBe(true);
    expect(await mm.codeOf(ann, { type: 'LeaveQueue', payload: { ruleset: 'dice-race' } })).toBe('NOT_QUEUED');
    expect((await mm.events(`player:${ann}`)).map((e) => e.type)).toEqual(['QueueJoined', 'QueueLeft']);
  });

  it('answers a repeated command id with its first answer, having run it once', async () => {
    const ann = uniqueName('ann');
    const first = await mm.ask(ann, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 2 } }, 'cmd-1');
    const again = await mm.ask(ann, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 2 } }, 'cmd-1');
    expect(again).toEqual(first);
    expect((await mm.events(`player:${ann}`)).map((e) => e.type)).toEqual(['QueueJoined']);
    await mm.ask(ann, { type: 'LeaveQueue', payload: { ruleset: 'dice-race' } });
  });

  it('seats waiting players into a game owed to the engine, empties their queue and tells each of the match', async () => {
    const players = [uniqueName('ann'), uniqueName('ben')];
    for (const p of players) await queue(p);
    const games = await matchOnce(mm.db, mm.store, mm.ctx.bots, defaultMatcherOptions, new Date());

    expect(games).toHaveLength(1);
    expect(await waiting(players)).toEqual([]);
    const [owed] = await mm.db.query<{ ruleset_id: string; seats: unknown[]; created: boolean }>(
      `SELECT ruleset_id, seats, created FROM games_to_create WHERE game_id = $1`,
      [games[0]],
    );
    expect(owed).toEqual({
      ruleset_id: 'dice-race',
      seats: expect.arrayContaining(players.map((playerId) => ({ kind: 'player', playerId }))),
      created: false,
    });
    for (const p of players)
      expect((await mm.events(`player:${p}`)).at(-1)).toMatchObject({
        type: 'MatchFound',
        payload: { gameId: games[0] },
      });
  });

  it('finds nothing to do when nobody waits', async () => {
    expect(await matchOnce(mm.db, mm.store, mm.ctx.bots, defaultMatcherOptions, new Date())).toEqual([]);
  });
});
