import type { Actor, EventEnvelope, MatchmakingReply, MatchmakingRequestBody } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { MatchmakingClient } from '@empires/messaging';
import { connectProducer, publish, tailTopic, type Tail } from '@empires/messaging';
import { Dice } from '@empires/rules-kernel';
import { replyReaders, uniqueName, waitFor } from '@empires/testing';
import type { Database } from '@empires/database';
import { accepted, startDiceRace } from './support/dice-race';
import { historyStack, type HistoryStack } from './support/history-stack';
import { openMatchmakingSchema } from './support/matchmaking-schema';
import { startProcess } from './support/processes';

const player = (playerId: string): Actor => ({ kind: 'player', playerId });
type Found = { gameId: string; ruleset: string; seats: { kind: string; playerId?: string; policy?: string }[] };

describe('matchmaking: queues, bot fill, tables and ratings', () => {
  let h: HistoryStack;
  let mm: MatchmakingClient;
  let db: Database;
  let tail: Tail;
  const heard: EventEnvelope[] = [];
  const schema = () => `mm_${h.base.namespace}`;

  beforeAll(async () => {
    h = await historyStack();
    h.ownSchema(`mm_${h.base.namespace}`);
    const env = {
      ...h.env,
      MATCHMAKING_SCHEMA: schema(),
      MATCH_INTERVAL_MS: '200',
      MATCH_BASE_GAP: '1',
      MATCH_GAP_PER_SECOND: '4',
    };
    await h.base.startEngine();
    await startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', env).then((p) => h.ownProcess(p));
    db = await openMatchmakingSchema(schema());
    mm = new MatchmakingClient(h.base.kafka, h.base.topics);
    await mm.start();
    tail = await tailTopic<EventEnvelope>(h.base.kafka, h.base.topics.matchmakingEvents, (e) => heard.push(e));
  });
  afterAll(async () => {
    await tail?.stop();
    await mm?.stop();
    await db?.close();
    await h?.close();
  });

  const ask = (playerId: string, body: MatchmakingRequestBody, commandId?: string): Promise<MatchmakingReply> =>
    mm.ask(body, player(playerId), { name: playerId, commandId });
  const { ok, codeOf } = replyReaders(ask);
  const foundFor = (playerId: string) =>
    heard.find((e) => e.streamId === `player:${playerId}` && e.type === 'MatchFound')?.payload as Found | undefined;
  const gameCreated = (gameId: string) =>
    waitFor(async () => (await h.base.store.streamVersion(gameId)) !== undefined, 30_000, `${gameId} to be created`);

  it('groups twelve players of spread ratings into three 4-seat games tighter than a random grouping', async () => {
    const ids = Array.from({ length: 12 }, () => uniqueName('p'));
    const mu = new Map(ids.map((id, i) => [id, 10 + i * 3]));
    for (const id of ids)
      await db.query(
        `INSERT INTO ratings (player_id, ruleset_id, mu, sigma, games, updated_at) VALUES ($1, 'risk-empires', $2, 3, 20, now())`,
        [id, mu.get(id)],
      );
    const order = Dice.fromSeed(12).shuffle(ids);
    for (const id of order) await ok(id, { type: 'JoinQueue', payload: { ruleset: 'risk-empires', players: 4 } });

    await waitFor(() => ids.every((id) => foundFor(id)), 60_000, 'every player to be matched');
    const games = new Map<string, string[]>();
    for (const id of ids) games.set(foundFor(id)!.gameId, [...(games.get(foundFor(id)!.gameId) ?? []), id]);
    expect([...games.values()].map((g) => g.length)).toEqual([4, 4, 4]);
    const spread = (group: readonly string[]) =>
      Math.max(...group.map((id) => mu.get(id)!)) - Math.min(...group.map((id) => mu.get(id)!));
    const matched = [...games.values()].reduce((sum, g) => sum + spread(g), 0);
    const dice = Dice.fromSeed(1);
    const randomSpreads = Array.from({ length: 500 }, () => {
      const s = dice.shuffle(ids);
      return spread(s.slice(0, 4)) + spread(s.slice(4, 8)) + spread(s.slice(8));
    });
    expect(matched).toBeLessThan(randomSpreads.reduce((a, b) => a + b) / randomSpreads.length);
    for (const gameId of games.keys()) await gameCreated(gameId);
  });

  it('gives a lone player who allowed bots a game with bots once the configured wait is over', async () => {
    const solo = uniqueName('solo');
    const joined = Date.now();
    await ok(solo, {
      type: 'JoinQueue',
      payload: { ruleset: 'risk-empires', players: 3, botFill: true, botFillAfterSeconds: 2 },
    });
    await waitFor(() => foundFor(solo), 30_000, 'the lone player to be matched');
    expect(Date.now() - joined).toBeGreaterThanOrEqual(2000);
    const found = foundFor(solo)!;
    expect(found.seats.map((s) => s.kind)).toEqual(['player', 'bot', 'bot']);
    expect(found.seats.slice(1).map((s) => s.policy)).toEqual(['medium', 'medium']); // the level a new rating calls for
    await gameCreated(found.gameId);
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const id = uniqueName('picky');
    expect(await codeOf(id, { type: 'JoinQueue', payload: { ruleset: 'chess', players: 2 } })).toBe('BAD_USER_INPUT');
    expect(await codeOf(id, { type: 'JoinQueue', payload: { ruleset: 'risk-empires', players: 9 } })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(id, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 5 } })).toBe('OK');
    expect(await codeOf(id, { type: 'JoinQueue', payload: { ruleset: 'dice-race', players: 2 } })).toBe(
      'ALREADY_QUEUED',
    );
    expect(await codeOf(id, { type: 'LeaveQueue', payload: { ruleset: 'warlords' } })).toBe('NOT_QUEUED');
    expect(await ok(id, { type: 'QueueStatus', payload: {} })).toEqual([
      expect.objectContaining({ ruleset: 'dice-race', players: 5 }),
    ]);
    expect(await codeOf(id, { type: 'LeaveQueue', payload: { ruleset: 'dice-race' } })).toBe('OK');
    expect(await ok(id, { type: 'QueueStatus', payload: {} })).toEqual([]);
  });

  it('runs a private table: invite code, a seat taken, a bot added, the game started', async () => {
    const [owner, guest] = [uniqueName('host'), uniqueName('guest')];
    const table = (await ok(owner, {
      type: 'CreateTable',
      payload: { ruleset: 'dice-race', seats: 3, options: { target: 15 } },
    })) as { tableId: string; code: string };
    await ok(guest, { type: 'JoinTable', payload: { code: table.code.toLowerCase() } });
    expect(await codeOf(guest, { type: 'AddBot', payload: { tableId: table.tableId } })).toBe('FORBIDDEN');
    expect(await codeOf(owner, { type: 'StartTable', payload: { tableId: table.tableId } })).toBe('BAD_USER_INPUT');
    await ok(owner, { type: 'AddBot', payload: { tableId: table.tableId, policy: 'random' } });
    const started = (await ok(owner, { type: 'StartTable', payload: { tableId: table.tableId } })) as {
      gameId: string;
      seats: { kind: string }[];
    };
    expect(started.seats.map((s) => s.kind)).toEqual(['player', 'player', 'bot']);
    await gameCreated(started.gameId);
    expect(await codeOf(guest, { type: 'JoinTable', payload: { code: table.code } })).toBe('ALREADY_SEATED');
  });

  it('lists a waiting table, lets a guest leave it and its host clear a seat, each told on the table stream', async () => {
    const [owner, guest] = [uniqueName('host'), uniqueName('guest')];
    const table = (await ok(owner, { type: 'CreateTable', payload: { ruleset: 'dice-race', seats: 3 } })) as {
      tableId: string;
      code: string;
    };
    const listed = (await ok(guest, { type: 'ListTables', payload: { ruleset: 'dice-race', first: 500 } })) as {
      tableId: string;
    }[];
    expect(listed.map((t) => t.tableId)).toContain(table.tableId);
    await ok(guest, { type: 'JoinTable', payload: { code: table.code } });
    await ok(guest, { type: 'LeaveTable', payload: { tableId: table.tableId } });
    await ok(owner, { type: 'AddBot', payload: { tableId: table.tableId, policy: 'random' } });
    expect(await codeOf(guest, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat: 1 } })).toBe(
      'FORBIDDEN',
    );
    await ok(owner, { type: 'ClearTableSeat', payload: { tableId: table.tableId, seat: 1 } });
    await waitFor(
      () => heard.filter((e) => e.streamId === `table:${table.tableId}`).length === 5,
      30_000,
      'the table events on the topic',
    );
    expect(heard.filter((e) => e.streamId === `table:${table.tableId}`).map((e) => e.type)).toEqual([
      'TableCreated',
      'TableSeatTaken',
      'TablePlayerLeft',
      'TableBotAdded',
      'TableSeatCleared',
    ]);
  });

  it('rates every seat of a finished game exactly once, even when its outcome is delivered twice', async () => {
    const ids = [uniqueName('r'), uniqueName('r'), uniqueName('r')];
    const seats = ids.map((playerId) => ({ kind: 'player', playerId }));
    const { gameId } = await startDiceRace(h.commands, seats, 12, player(ids[0]));
    for (let turn = 0, over = false; !over; turn = (turn + 1) % 3) {
      const r = accepted(
        await h.commands.send(gameId, 'SubmitAction', { seat: turn, action: { type: 'Roll' } }, player(ids[turn])),
      );
      over = r.events.some((e) => e.type === 'GameFinished');
    }
    const history = async () =>
      (await db.query(`SELECT player_id, games FROM ratings WHERE player_id = ANY($1) ORDER BY player_id`, [ids])) as {
        games: number;
      }[];
    await waitFor(async () => (await history()).length === 3, 30_000, 'the seats to be rated');

    const events = (await h.base.store.readStream(gameId)).map(toEnvelope);
    const producer = await connectProducer(h.base.kafka);
    await publish(
      producer,
      h.base.topics.gameEvents,
      events.filter((e) => e.type === 'GameFinished').map((e) => ({ key: gameId, value: e })),
    );
    await producer.disconnect();
    await h.groupCaughtUp('matchmaking.games'); // the checkpoint: matchmaking has handled the redelivery
    expect((await history()).map((r) => r.games)).toEqual([1, 1, 1]);
    const rows = await db.query(`SELECT count(*)::int AS n FROM rating_history WHERE game_id = $1`, [gameId]);
    expect(rows[0].n).toBe(3);
    const board = (await ok(ids[0], { type: 'Leaderboard', payload: { ruleset: 'dice-race' } })) as {
      playerId: string;
      provisional: boolean;
    }[];
    expect(board.filter((r) => ids.includes(r.playerId)).every((r) => r.provisional)).toBe(true);
  });
});
