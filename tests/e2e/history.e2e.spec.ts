import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Actor, EventEnvelope, GameSummary, Page, Query, QueryReply } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { connectProducer, publish } from '@empires/messaging';
import { foldStream } from '@empires/read-models';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace, uniqueName, type RaceState } from '@empires/testing';
import { accepted, startDiceRace } from './support/dice-race';
import { historyStack } from './support/history-stack';
import type { ServiceProcess } from './support/processes';
import { suiteStack } from './support/suite-stack';

const registry = new RulesetRegistry([diceRace]);
const player = (playerId: string): Actor => ({ kind: 'player', playerId });
type View = { seq: number; status: string; viewer: number | 'spectator'; view: RaceState | null };

describe('history: read models, queries, replays, rebuilds and exports', () => {
  const h = suiteStack(() => historyStack());
  let history: ServiceProcess;

  beforeAll(async () => {
    [, history] = await Promise.all([h.base.startEngine(), h.startHistory()]);
  });

  /** Creates and starts a dice-race game for `players`, one seat each. */
  const newGame = async (players: readonly string[], target = 10_000) => {
    const seats = players.map((playerId) => ({ kind: 'player', playerId }));
    return (await startDiceRace(h.commands, seats, target, player(players[0]))).gameId;
  };
  /** Rolls for whoever's turn it is, `times` times or until the game ends; then waits until history has every event. */
  const roll = async (gameId: string, players: readonly string[], times: number) => {
    for (let i = 0; i < times; i++) {
      await h.settled(gameId);
      const summary = await data<GameSummary>({ type: 'GetGame', gameId });
      if (summary.status !== 'playing') break;
      const seat = summary.toAct[0];
      const r = accepted(
        await h.commands.send(gameId, 'SubmitAction', { seat, action: { type: 'Roll' } }, player(players[seat])),
      );
      if (r.events.some((e) => e.type === 'GameFinished')) break;
    }
    await h.settled(gameId);
  };
  const ask = (query: Query, viewer?: string): Promise<QueryReply> => h.queries.ask(query, viewer);
  const data = async <T>(query: Query, viewer?: string): Promise<T> => {
    const reply = await ask(query, viewer);
    if (!reply.ok) throw new Error(`${reply.code}: ${reply.message}`);
    return reply.data as T;
  };
  const engineEvents = async (gameId: string): Promise<EventEnvelope[]> =>
    (await h.base.store.readStream(gameId)).map(toEnvelope);
  const readModelsOf = async (schema: string, gameIds?: readonly string[]) => {
    const only = gameIds ? `WHERE game_id = ANY($1)` : '';
    const args = gameIds ? [gameIds] : [];
    const q = (sql: string) =>
      h.historyDb.query<{ game_id: string; status: string }>(
        sql.replace('%s', `"${schema}"`).replace('%w', only),
        args,
      );
    return {
      games: await q(`SELECT * FROM %s.games %w ORDER BY game_id`),
      states: await q(`SELECT * FROM %s.game_states %w ORDER BY game_id`),
      events: await q(`SELECT * FROM %s.game_events %w ORDER BY game_id, seq`),
      results: await q(`SELECT * FROM %s.player_results %w ORDER BY game_id, seat`),
    };
  };

  it('projects the games the engine plays and answers GetGame and ListGames for them', async () => {
    const gameId = await newGame(['alice', 'bob']);
    await roll(gameId, ['alice', 'bob'], 3);
    await h.settled(gameId);
    const summary = await data<GameSummary>({ type: 'GetGame', gameId });
    expect(summary).toMatchObject({ gameId, ruleset: 'dice-race@1.0.0', status: 'playing', version: 8, toAct: [1] });
    const bobs = await data<Page<GameSummary>>({
      type: 'ListGames',
      filter: { playerId: 'bob', status: 'playing' },
      first: 10,
    });
    expect(bobs.items.map((g) => g.gameId)).toContain(gameId);
  });

  it('changes nothing when a game’s events are delivered again', async () => {
    const gameId = await newGame(['carol'], 12);
    await roll(gameId, ['carol'], 100);
    await h.settled(gameId);
    const before = await readModelsOf(h.historySchema, [gameId]);
    expect(before.games[0].status).toBe('finished');

    const again = await engineEvents(gameId);
    const producer = await connectProducer(h.base.kafka);
    await publish(
      producer,
      h.base.topics.gameEvents,
      [...again, ...again.slice(2, 5).reverse()].map((e) => ({ key: gameId, value: e })),
    );
    await producer.disconnect();
    await h.caughtUp();

    expect(await readModelsOf(h.historySchema, [gameId])).toEqual(before);
    expect(before.events).toHaveLength(again.length);
  });

  it('replays: the view at seq k equals folding the first k events', async () => {
    const players = ['dave', 'erin'];
    const gameId = await newGame(players);
    await roll(gameId, players, 4);
    const events = await engineEvents(gameId);
    for (let k = 1; k <= events.length; k++) {
      const state = foldStream(registry, events.slice(0, k));
      const expected = state.table ? diceRace.view(state.table.state as RaceState, 1) : null;
      expect(await data<View>({ type: 'GameView', gameId, atSeq: k }, 'erin')).toEqual({
        gameId,
        seq: k,
        status: state.status,
        viewer: 1,
        view: expected,
        clock: null, // a game without a time control
      });
    }
  });

  it('shows a spectator of a live game no secret of any seat', async () => {
    const players = ['fay', 'gus', 'hal'];
    const gameId = await newGame(players);
    await roll(gameId, players, 2);
    const truth = foldStream(registry, await engineEvents(gameId)).table?.state as RaceState;
    expect(truth.secrets.every((s) => s > 0)).toBe(true);

    for (const outsider of [undefined, 'mallory']) {
      const seen = await data<View>({ type: 'GameView', gameId }, outsider);
      expect(seen.viewer).toBe('spectator');
      expect(seen.view?.secrets).toEqual([0, 0, 0]);
      const { events } = await data<{ events: EventEnvelope[] }>(
        { type: 'EventsAfter', gameId, afterSeq: 0 },
        outsider,
      );
      expect(
        events.filter((e) => e.type === 'SecretDealt').map((e) => (e.payload as { secret: number }).secret),
      ).toEqual([0, 0, 0]);
      expect(events.some((e) => 'command' in e)).toBe(false);
    }
    expect((await data<View>({ type: 'GameView', gameId }, 'gus')).view?.secrets).toEqual([0, truth.secrets[1], 0]);
  });

  it('answers with typed errors: NOT_FOUND, FORBIDDEN, BAD_USER_INPUT', async () => {
    const gameId = await newGame(['ivy', 'jon']);
    await h.settled(gameId);
    const codeOf = async (query: Query, viewer?: string) => {
      const reply = await ask(query, viewer);
      return reply.ok ? 'OK' : reply.code;
    };
    expect(await codeOf({ type: 'GetGame', gameId: uniqueName('nothing') })).toBe('NOT_FOUND');
    expect(await codeOf({ type: 'LegalActions', gameId, seat: 1 }, 'ivy')).toBe('FORBIDDEN');
    expect(await codeOf({ type: 'LegalActions', gameId, seat: 0 }, 'ivy')).toBe('OK');
    expect(await codeOf({ type: 'ListGames', filter: {}, first: 1000 })).toBe('BAD_USER_INPUT');
    expect(await codeOf({ type: 'EventsAfter', gameId, afterSeq: 0, limit: 0 })).toBe('BAD_USER_INPUT');
  });

  it.each(['kafka', 'store'])(
    'rebuilds from the %s into read models equal to the live ones and to the event store',
    async (source) => {
      await h.caughtUp();
      const rebuilt = `${h.historySchema}_rebuilt_${source}`;
      h.ownSchema(rebuilt);
      const run = await h.runTool('tests/e2e/support/history-rebuild-with-fixtures.ts', [
        '--from',
        source,
        '--into',
        rebuilt,
      ]);
      expect(run.output).toContain('read models match the event store');
      expect(run.code ? run.output : 0).toBe(0); // the output, when it failed
      expect(await readModelsOf(rebuilt)).toEqual(await readModelsOf(h.historySchema));
    },
  );

  it('rebuilds in place only while history is stopped, and history then goes on from where the rebuild ended', async () => {
    const rebuild = 'tests/e2e/support/history-rebuild-with-fixtures.ts';
    const refused = await h.runTool(rebuild, []);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop it first');

    await history.stop();
    const before = await readModelsOf(h.historySchema);
    const run = await h.runTool(rebuild, []);
    expect(run.output).toContain('read models match the event store');
    expect(await readModelsOf(h.historySchema)).toEqual(before);

    const gameId = await newGame(['kim']);
    history = await h.startHistory();
    await h.settled(gameId);
    const after = await readModelsOf(h.historySchema);
    const others = (rows: { game_id: string }[]) => rows.filter((r) => r.game_id !== gameId);
    expect({ games: others(after.games), events: others(after.events) }).toEqual({
      games: before.games,
      events: before.events,
    });
  });

  it('exports finished games whole with their seed, and running games as a spectator sees them', async () => {
    const out = join(tmpdir(), `${uniqueName('export')}.ndjson`);
    const run = await h.runTool('tests/e2e/support/history-export-with-fixtures.ts', [
      '--ruleset',
      'dice-race',
      '--since',
      '2000-01-01',
      '--out',
      out,
    ]);
    expect(run.code ? run.output : 0).toBe(0); // the output, when it failed
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as EventEnvelope);
    rmSync(out);
    const games = await readModelsOf(h.historySchema);
    expect(new Set(lines.map((e) => e.streamId))).toEqual(
      new Set(games.games.map((g: { game_id: string }) => g.game_id)),
    );
    const finished = games.games
      .filter((g: { status: string }) => g.status === 'finished')
      .map((g: { game_id: string }) => g.game_id);
    for (const id of finished) expect(lines.some((e) => e.streamId === id && e.type === 'SeedRevealed')).toBe(true);
    const running = lines.filter((e) => !finished.includes(e.streamId));
    expect(running.some((e) => 'command' in e)).toBe(false);
    expect(
      running.filter((e) => e.type === 'SecretDealt').every((e) => (e.payload as { secret: number }).secret === 0),
    ).toBe(true);
  });
});
