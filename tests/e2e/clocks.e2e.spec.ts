import type { EventEnvelope } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { uniqueName, waitFor } from '@empires/testing';
import { gatewayStack, type Player } from './support/gateway-stack';
import { historyStack } from './support/history-stack';
import { suiteStack } from './support/suite-stack';

type Outcome = { ranks: number[]; reason: string; forfeited: number[] | null; standIns: number[] | null };

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const GAME = `query($id: ID!) { game(id: $id) {
  status toAct seats { seat kind playerId }
  outcome { ranks reason forfeited standIns }
  view { clock { control running remainingMs deadline serverTime } }
} }`;
type GameData = {
  game: {
    status: string;
    toAct: number[];
    seats: { seat: number; kind: string; playerId: string | null }[];
    outcome: Outcome | null;
    view: {
      clock: { control: { kind: string }; running: number[]; remainingMs: number[]; deadline: string | null } | null;
    };
  };
};

const realtime = (initialMs: number, policy: Record<string, unknown>) => ({
  control: { kind: 'realtime', initialMs, incrementMs: 0 },
  policy,
});
const timedOut = (events: readonly EventEnvelope[]) =>
  events.filter((e) => e.type === 'SeatTimedOut').map((e) => (e.payload as { seat: number }).seat);

describe('clocks through the public API: nobody can stall a game', () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));
  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    [alice, bob] = await s.players('alice', 'bob');
  });

  const events = async (gameId: string) => (await s.history.base.store.readStream(gameId)).map(toEnvelope);
  const game = async (gameId: string) => (await alice.data<GameData>(GAME, { id: gameId })).game;
  const over = (gameId: string, timeoutMs = 60_000) =>
    waitFor(
      async () => {
        const g = await game(gameId);
        return g.status === 'FINISHED' || g.status === 'ABORTED' ? g : undefined;
      },
      timeoutMs,
      `${gameId} to end`,
    );
  /** Alice creates a two-seat risk-empires game with `clock`; Bob joins; it starts. */
  const twoPlayerGame = async (clock: unknown) => {
    const { createGame } = await alice.data<{ createGame: { id: string } }>(CREATE, {
      input: {
        ruleset: 'risk-empires',
        seats: [{ kind: 'ME' }, { kind: 'OPEN' }],
        options: { roundLimit: 2, setup: 'dealt' },
        startWhenFull: true,
        clock,
      },
    });
    await bob.data(`mutation($g: ID!) { joinSeat(gameId: $g) { version } }`, { g: createGame.id });
    return createGame.id;
  };

  it('refuses a clock of the wrong shape with BAD_USER_INPUT and its path, and creates nothing', async () => {
    const r = await alice.request(CREATE, {
      input: {
        ruleset: 'risk-empires',
        seats: [{ kind: 'ME' }],
        clock: { control: { kind: 'realtime', initialMs: 5 } },
      },
    });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'BAD_CLOCK' });
    expect(r.errors?.[0]?.message).toMatch(/control/);
  });

  it('a seat that does not move forfeits when its time is up, once, and the game ends without it', async () => {
    const gameId = await twoPlayerGame(realtime(1500, { onTimeout: 'forfeit', noShow: 'forfeit' }));
    const running = await waitFor(async () => {
      const g = await game(gameId);
      return g.status === 'PLAYING' && g.view.clock?.running.length ? g : undefined;
    });
    const clock = running.view.clock!;
    expect(clock.control.kind).toBe('realtime');
    expect(clock.deadline).not.toBeNull();
    for (const seat of clock.running) expect(clock.remainingMs[seat]).toBeLessThanOrEqual(1500);

    const ended = await over(gameId);
    expect(ended.status).toBe('FINISHED');
    expect(ended.outcome?.forfeited).toEqual(clock.running);
    for (const seat of clock.running) expect(ended.outcome?.ranks[seat]).toBe(2);
    await s.history.settled(gameId);
    expect(timedOut(await events(gameId))).toEqual(clock.running);
    // The game is over: no deadline of it is left to fire again.
    const left = await s.history.base.engineDb.query(`SELECT stream_id FROM deadlines WHERE stream_id = $1`, [gameId]);
    expect(left).toEqual([]);
  });

  it('stand-in bots play the seats of players who never show up to the outcome, which counts as their loss', async () => {
    const gameId = await twoPlayerGame(realtime(800, { onTimeout: 'bot', noShow: 'bot', takeOverAfter: 1 }));
    const ended = await over(gameId, 120_000);
    expect(ended.status).toBe('FINISHED');
    expect(ended.outcome?.standIns).toEqual([0, 1]);
    const stream = await events(gameId);
    expect(stream.filter((e) => e.type === 'SeatTakenOver').length).toBe(2);
    expect(stream.some((e) => e.actor.kind === 'bot' && e.command !== undefined)).toBe(true);
  });

  it('a player takes back the seat a stand-in plays for them, once', async () => {
    const gameId = await twoPlayerGame(realtime(3000, { onTimeout: 'bot', noShow: 'bot' }));
    await waitFor(async () => (await events(gameId)).some((e) => e.type === 'SeatTakenOver'), 30_000, 'a takeover');
    const [taken] = (await events(gameId)).filter((e) => e.type === 'SeatTakenOver');
    const seat = (taken.payload as { seat: number }).seat;
    const me = [alice, bob][seat];
    const RECLAIM = `mutation($g: ID!, $seat: Int!) { reclaimSeat(gameId: $g, seat: $seat) { events { type } } }`;
    const reclaimed = await me.data<{ reclaimSeat: { events: { type: string }[] } }>(RECLAIM, { g: gameId, seat });
    expect(reclaimed.reclaimSeat.events.map((e) => e.type)).toContain('SeatReclaimed');
    const again = await me.request(RECLAIM, { g: gameId, seat });
    expect(again.errors?.[0]?.extensions?.reason).toBe('NOT_A_STAND_IN');
    await s.history.settled(gameId);
    expect((await game(gameId)).seats[seat]).toMatchObject({ kind: 'PLAYER', playerId: me.id });
  });
});

describe('clocks across an engine crash', () => {
  const h = suiteStack(() => historyStack());

  it('a move racing its own timeout is applied or refused, never both', async () => {
    const engine = await h.base.startEngine();
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const gameId = uniqueName('race');
      const seats = [
        { kind: 'player', playerId: 'ann' },
        { kind: 'player', playerId: 'ben' },
      ];
      const clock = {
        control: { kind: 'perMove', moveMs: 300 + 20 * round, reserveMs: 0 },
        policy: { onTimeout: 'forfeit', noShow: 'forfeit' },
      };
      const created = await h.commands.send(
        gameId,
        'CreateGame',
        { ruleset: 'dice-race', seats, options: { target: 1e9 }, start: true, clock },
        { kind: 'system', service: 'test' },
      );
      expect(created.status).toBe('accepted');
      // Ann moves right at her deadline, as the scheduler fires it.
      const started = (created.status === 'accepted' ? created.events : []).findLast((e) => e.type === 'ClockChanged');
      const deadline = Date.parse((started?.payload as { deadline: string }).deadline);
      await waitFor(() => Date.now() >= deadline - 5, 5_000, 'the deadline');
      const move = await h.commands.send(
        gameId,
        'SubmitAction',
        { seat: 0, action: { type: 'Roll' } },
        {
          kind: 'player',
          playerId: 'ann',
          seat: 0,
        },
      );
      const stream = async () => (await h.base.store.readStream(gameId)).map(toEnvelope);
      // Either the move came first (and the timeout was refused as stale) or the timeout did (and the move found the game over).
      const settled = await waitFor(
        async () => {
          const events = await stream();
          return move.status === 'accepted' || events.some((e) => e.type === 'GameFinished') ? events : undefined;
        },
        20_000,
        'the race to settle',
      );
      const timedOutAnn = settled.some((e) => e.type === 'SeatTimedOut' && (e.payload as { seat: number }).seat === 0);
      expect(move.status === 'accepted' ? !timedOutAnn : timedOutAnn).toBe(true);
      outcomes.push(move.status === 'accepted' ? 'move' : 'timeout');
    }
    expect(outcomes).toHaveLength(6);
    await engine.stop();
  });

  it('a deadline pending when the engine is killed fires once, after the restart', async () => {
    const engine = await h.base.startEngine();
    const gameId = uniqueName('clock');
    const seats = [
      { kind: 'player', playerId: 'ann' },
      { kind: 'player', playerId: 'ben' },
    ];
    const clock = realtime(2000, { onTimeout: 'forfeit', noShow: 'forfeit' });
    const created = await h.commands.send(
      gameId,
      'CreateGame',
      { ruleset: 'risk-empires', seats, options: { roundLimit: 2, setup: 'dealt' }, start: true, clock },
      { kind: 'system', service: 'test' },
    );
    expect(created.status).toBe('accepted');
    await engine.stop('SIGKILL');
    const stream = async () => (await h.base.store.readStream(gameId)).map(toEnvelope);
    expect((await stream()).some((e) => e.type === 'SeatTimedOut')).toBe(false);

    await h.base.startEngine();
    await waitFor(async () => (await stream()).some((e) => e.type === 'GameFinished'), 60_000, 'the timeout');
    const seatsOut = timedOut(await stream());
    expect(seatsOut.length).toBeGreaterThan(0);
    expect(new Set(seatsOut).size).toBe(seatsOut.length);
  });
});
