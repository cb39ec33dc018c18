import { waitFor } from '@empires/testing';
import { gatewayStack } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';
import { riskBotGame } from './support/bot-games';

interface Analysis {
  points: { seq: number; turn: number; seat: number | null; chances: number[] }[];
  costly: { seq: number; seat: number; before: number; after: number }[];
  playouts: number;
  millis: number;
  analysedAt: string;
}

const FIELDS = `points { seq turn seat chances } costly { seq seat before after } playouts millis analysedAt`;
const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const STATUS = `query($id: ID!) { game(id: $id) { status version outcome { ranks } } }`;
const ANALYSIS = `query($id: ID!) { game(id: $id) { analysis { ${FIELDS} } } }`;
const ANALYZE = `mutation($id: ID!) { analyzeGame(gameId: $id) { ${FIELDS} } }`;

describe('post-game analysis through the public API', () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));

  it('analyses a finished bot game once, on request: the curve ends at the result, and asked again it is the one stored', async () => {
    const ann = await s.player('ann');
    const { createGame } = await ann.data<{ createGame: { id: string } }>(CREATE, {
      input: riskBotGame(['EASY', 'MEDIUM'], { roundLimit: 2 }),
    });
    const id = createGame.id;
    type Status = { status: string; version: number; outcome: { ranks: number[] } | null };
    const game = await waitFor(
      async () => {
        const { game } = await ann.data<{ game: Status }>(STATUS, { id });
        return game.status === 'FINISHED' && game;
      },
      150_000,
      'the bots to play the game to its end',
    );
    expect((await ann.data<{ game: { analysis: Analysis | null } }>(ANALYSIS, { id })).game.analysis).toBeNull();

    const first = (await ann.data<{ analyzeGame: Analysis }>(ANALYZE, { id })).analyzeGame;
    const result = game.outcome!.ranks.map((r) =>
      r === 1 ? 1 / game.outcome!.ranks.filter((x) => x === 1).length : 0,
    );
    expect(first.points.at(-1)!.chances).toEqual(result);
    expect(first.points.at(-1)!.seq).toBeLessThanOrEqual(game.version);
    expect(first.points[0]).toEqual(expect.objectContaining({ turn: 0, seat: null }));
    for (const p of first.points) expect(p.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(first.playouts).toBeGreaterThan(0);

    const again = (await ann.data<{ analyzeGame: Analysis }>(ANALYZE, { id })).analyzeGame;
    expect(again).toEqual(first);
    expect((await s.client.data<{ game: { analysis: Analysis } }>(ANALYSIS, { id })).game.analysis).toEqual(first);
  });

  it('refuses to analyse a game not finished, and a caller not signed in', async () => {
    const bea = await s.player('bea');
    const { createGame } = await bea.data<{ createGame: { id: string } }>(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }, { kind: 'OPEN' }] },
    });
    // History hears of the new game a moment after the engine created it: until then it is NOT_FOUND.
    await s.history.settled(createGame.id);
    const refused = await bea.request(ANALYZE, { id: createGame.id });
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'ILLEGAL_ACTION', reason: 'NOT_FINISHED' });
    expect(await s.client.code(ANALYZE, { id: createGame.id })).toBe('UNAUTHENTICATED');
  });
});
