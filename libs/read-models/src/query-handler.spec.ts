import type { EventEnvelope, GameSummary, Page, Query, QueryReply } from '@empires/contracts';
import { diceRace, type RaceState } from '@empires/testing';
import { foldStream } from './game-record';
import { Projector } from './projector';
import { QueryHandler } from './query-handler';
import { ReadStore } from './read-store';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';

describe('QueryHandler: the read-side queries', () => {
  let drop: () => Promise<void>;
  let handler: QueryHandler;
  const live = DiceRaceGame.started(['alice', 'bob']);
  const over = DiceRaceGame.started(['alice', 'carol'], 8);

  beforeAll(async () => {
    const opened = await freshReadModels();
    drop = opened.drop;
    live.roll();
    live.roll();
    over.rollUntilOver();
    await new Projector(opened.db, registry).apply([...live.events, ...over.events]);
    handler = new QueryHandler(new ReadStore(opened.db), registry);
  });
  afterAll(() => drop());

  let n = 0;
  const ask = (query: Query, viewer?: string): Promise<QueryReply> =>
    handler.handle({ requestId: `r${++n}`, query, ...(viewer ? { viewer: { playerId: viewer } } : {}) });
  const data = async <T>(query: Query, viewer?: string): Promise<T> => {
    const reply = await ask(query, viewer);
    if (!reply.ok) throw new Error(`${reply.code}: ${reply.message}`);
    return reply.data as T;
  };
  const code = async (query: Query, viewer?: string) => {
    const reply = await ask(query, viewer);
    return reply.ok ? 'OK' : reply.code;
  };
  type View = { seq: number; viewer: number | 'spectator'; view: RaceState };

  it('summarises one game, and says NOT_FOUND for an unknown one', async () => {
    const summary = await data<GameSummary>({ type: 'GetGame', gameId: live.gameId });
    expect(summary).toMatchObject({
      gameId: live.gameId,
      ruleset: 'dice-race@1.0.0',
      status: 'playing',
      version: live.version,
      toAct: [0],
    });
    expect(summary.seats).toEqual([
      { seat: 0, kind: 'player', playerId: 'alice' },
      { seat: 1, kind: 'player', playerId: 'bob' },
    ]);
    expect(await data<GameSummary>({ type: 'GetGame', gameId: over.gameId })).toMatchObject({
      status: 'finished',
      outcome: { reason: 'target reached' },
      toAct: [],
    });
    expect(await code({ type: 'GetGame', gameId: 'nope' })).toBe('NOT_FOUND');
  });

  it('lists games by filter, newest first, a page at a time', async () => {
    const mine = await data<Page<GameSummary>>({ type: 'ListGames', filter: { playerId: 'carol' }, first: 10 });
    expect(mine.items.map((g) => g.gameId)).toEqual([over.gameId]);
    const finished = await data<Page<GameSummary>>({
      type: 'ListGames',
      filter: { status: 'finished', ruleset: 'dice-race' },
      first: 10,
    });
    expect(finished.items.map((g) => g.gameId)).toEqual([over.gameId]);
    const first = await data<Page<GameSummary>>({ type: 'ListGames', filter: { playerId: 'alice' }, first: 1 });
    const second = await data<Page<GameSummary>>({
      type: 'ListGames',
      filter: { playerId: 'alice' },
      first: 1,
      after: first.nextCursor,
    });
    expect([...first.items, ...second.items].map((g) => g.gameId).sort()).toEqual([live.gameId, over.gameId].sort());
    expect(second.nextCursor).toBeUndefined();
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    expect(await code({ type: 'ListGames', filter: {}, first: 0 })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'ListGames', filter: {}, first: 5, after: 'garbage' })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'ListGames', filter: { status: 'won' as 'open' }, first: 5 })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'Teleport' } as unknown as Query)).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'GameView', gameId: live.gameId, atSeq: 0 })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'GameView', gameId: live.gameId, atSeq: live.version + 1 })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'EventsAfter', gameId: live.gameId, afterSeq: -1 })).toBe('BAD_USER_INPUT');
  });

  it('answers an empty page for an afterSeq past the last event, up to the largest seq, and BAD_USER_INPUT beyond it', async () => {
    type Events = { events: EventEnvelope[]; lastSeq: number };
    for (const afterSeq of [2 ** 31 - 1, 2 ** 31 - 50]) {
      const page = await data<Events>({ type: 'EventsAfter', gameId: live.gameId, afterSeq });
      expect(page).toEqual({ gameId: live.gameId, events: [], lastSeq: afterSeq });
    }
    expect(await code({ type: 'EventsAfter', gameId: live.gameId, afterSeq: 2 ** 31 })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'GameView', gameId: live.gameId, atSeq: 2 ** 31 })).toBe('BAD_USER_INPUT');
  });

  it('refuses with BAD_USER_INPUT a list cursor whose time is not one this server writes', async () => {
    const cursor = (createdAt: string) => Buffer.from(JSON.stringify([createdAt, live.gameId])).toString('base64url');
    for (const createdAt of ['1', '2026-02-30T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '2026-01-01 00:00']) {
      expect(await code({ type: 'ListGames', filter: {}, first: 5, after: cursor(createdAt) })).toBe('BAD_USER_INPUT');
    }
    expect(await code({ type: 'ListGames', filter: {}, first: 5, after: cursor('2026-01-01T00:00:00.000Z') })).toBe(
      'OK',
    );
  });

  it('refuses with BAD_USER_INPUT an id holding a NUL, which no text in PostgreSQL can', async () => {
    expect(await code({ type: 'GetGame', gameId: 'a\u0000b' })).toBe('BAD_USER_INPUT');
    expect(await code({ type: 'ListGames', filter: { playerId: 'a\u0000b' }, first: 5 })).toBe('BAD_USER_INPUT');
    const cursor = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 'a\u0000b'])).toString('base64url');
    expect(await code({ type: 'ListGames', filter: {}, first: 5, after: cursor })).toBe('BAD_USER_INPUT');
  });

  it('shows a spectator no secret and a player only its own', async () => {
    const spectator = await data<View>({ type: 'GameView', gameId: live.gameId });
    expect(spectator.viewer).toBe('spectator');
    expect(spectator.view.secrets).toEqual([0, 0]);
    expect((await data<View>({ type: 'GameView', gameId: live.gameId }, 'mallory')).view.secrets).toEqual([0, 0]);
    const bob = await data<View>({ type: 'GameView', gameId: live.gameId }, 'bob');
    const secrets = (foldStream(registry, live.events).table?.state as RaceState).secrets;
    expect(bob.viewer).toBe(1);
    expect(bob.view.secrets).toEqual([0, secrets[1]]);
  });

  it('replays: the view at seq k is the view of the first k events folded', async () => {
    for (let k = 1; k <= live.version; k++) {
      const state = foldStream(registry, live.events.slice(0, k));
      const expected = state.table ? diceRace.view(state.table.state as RaceState, 0) : null;
      expect(await data<View>({ type: 'GameView', gameId: live.gameId, atSeq: k }, 'alice')).toMatchObject({
        seq: k,
        view: expected,
      });
    }
  });

  it('gives legal actions for the viewer’s own seat only', async () => {
    expect(
      await data<{ actions: unknown[] }>({ type: 'LegalActions', gameId: live.gameId, seat: 0 }, 'alice'),
    ).toMatchObject({ actions: [{ type: 'Roll' }, { type: 'Resign' }] });
    expect(await code({ type: 'LegalActions', gameId: live.gameId, seat: 1 }, 'alice')).toBe('FORBIDDEN');
    expect(await code({ type: 'LegalActions', gameId: live.gameId, seat: 0 })).toBe('FORBIDDEN');
  });

  it('pages events redacted for the viewer, keeping submitted moves back until the game is over, then whole', async () => {
    type Events = { events: EventEnvelope[]; lastSeq: number };
    const seen = await data<Events>({ type: 'EventsAfter', gameId: live.gameId, afterSeq: 0 }, 'alice');
    const dealt = seen.events
      .filter((e) => e.type === 'SecretDealt')
      .map((e) => (e.payload as { secret: number }).secret);
    expect(dealt[0]).toBeGreaterThan(0);
    expect(dealt[1]).toBe(0);
    expect(seen.events.some((e) => 'command' in e)).toBe(false);
    expect(seen.lastSeq).toBe(live.version);
    const page = await data<Events>({ type: 'EventsAfter', gameId: live.gameId, afterSeq: 2, limit: 2 });
    expect(page.events.map((e) => e.seq)).toEqual([3, 4]);
    const finished = await data<Events>({ type: 'EventsAfter', gameId: over.gameId, afterSeq: 0 });
    expect(finished.events.filter((e) => e.type === 'Rolled').every((e) => e.command !== undefined)).toBe(true);
    const secrets = finished.events
      .filter((e) => e.type === 'SecretDealt')
      .map((e) => (e.payload as { secret: number }).secret);
    expect(secrets.every((secret) => secret > 0)).toBe(true); // a spectator sees every secret once it is over
  });
});
