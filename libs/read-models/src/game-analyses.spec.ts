import type { GameAnalysisSummary, Query, QueryReply } from '@empires/contracts';
import { GameAnalyses } from './game-analyses';
import { Projector } from './projector';
import { QueryHandler } from './query-handler';
import { ReadStore } from './read-store';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';
import type { Database } from '@empires/database';

describe('GameAnalyses: a finished game analysed once, on request, and kept', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let handler: QueryHandler;
  const over = DiceRaceGame.started(['alice', 'bob'], 12);
  const live = DiceRaceGame.started(['alice', 'carol']);

  beforeAll(async () => {
    const opened = await freshReadModels();
    ({ db, drop } = opened);
    over.rollUntilOver();
    live.roll();
    await new Projector(db, registry).apply([...over.events, ...live.events]);
    const reads = new ReadStore(db);
    handler = new QueryHandler(reads, registry, undefined, undefined, new GameAnalyses(db, reads, registry));
  });
  afterAll(() => drop());

  let n = 0;
  const ask = (query: Query): Promise<QueryReply> => handler.handle({ requestId: `r${++n}`, query });
  const analysis = async (gameId: string, compute?: boolean) => {
    const reply = await ask({ type: 'GameAnalysis', gameId, ...(compute === undefined ? {} : { compute }) });
    if (!reply.ok) throw new Error(reply.code);
    return reply.data as GameAnalysisSummary | null;
  };

  it('has none until asked to make one', async () => {
    expect(await analysis(over.gameId)).toBeNull();
  });

  it('makes it once: asked twice at once and again later, it serves the one stored', async () => {
    const [first, second] = await Promise.all([analysis(over.gameId, true), analysis(over.gameId, true)]);
    expect(second).toEqual(first);
    expect(await analysis(over.gameId, true)).toEqual(first);
    expect(await analysis(over.gameId)).toEqual(first);
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_analyses`);
    expect(rows[0].n).toBe(1);
  });

  it('ends at the result and starts at the start of play', async () => {
    const a = (await analysis(over.gameId, true))!;
    const winner = over.events.find((e) => e.type === 'GameFinished')!.payload as { outcome: { ranks: number[] } };
    expect(a.points.at(-1)!.chances).toEqual(winner.outcome.ranks.map((r) => (r === 1 ? 1 : 0)));
    expect(a.points[0].turn).toBe(0);
    expect(a.points.at(-1)!.seq).toBeLessThanOrEqual(over.version);
  });

  it('refuses a game still in play, and a game it does not know', async () => {
    const notFinished = await ask({ type: 'GameAnalysis', gameId: live.gameId, compute: true });
    expect(notFinished.ok ? 'OK' : notFinished.code).toBe('NOT_FINISHED');
    const unknown = await ask({ type: 'GameAnalysis', gameId: 'no-such-game', compute: true });
    expect(unknown.ok ? 'OK' : unknown.code).toBe('NOT_FOUND');
  });

  it('tells the consumer that making one takes long, and reading one does not', () => {
    const gameId = over.gameId;
    expect(QueryHandler.takesLong({ requestId: 'a', query: { type: 'GameAnalysis', gameId, compute: true } })).toBe(
      true,
    );
    expect(QueryHandler.takesLong({ requestId: 'b', query: { type: 'GameAnalysis', gameId } })).toBe(false);
  });
});
