import { createHash } from 'node:crypto';
import { isLifecycle, type Actor, type ClockSettings, type EventEnvelope } from '@empires/contracts';
import { Dice, RulesetRegistry, isViolation, sampleAction, type RuleViolation } from '@empires/rules-kernel';
import { diceRace, sealedBids } from '@empires/testing';
import { warlords } from '@empires/rules-warlords';
import { riskEmpires } from '@empires/rules-risk-empires';
import { medieval } from '@empires/rules-medieval';
import type { GameCommand } from '../commands';
import { decideGame } from '../decide-game';
import { evolveGame, toActOf } from '../evolve-game';
import { recordedEvent } from '../recorded-event';
import { noGame, type Decided, type GameState } from '../game-stream';
import { verifyGame } from '../verify';

const registry = new RulesetRegistry([diceRace, sealedBids, warlords, riskEmpires, medieval]);
const secret = '00112233445566778899aabbccddeeff';
const base = { registry, secret, seedHash: createHash('sha256').update(secret).digest('hex') };
const T0 = Date.parse('2026-11-25T12:00:00.000Z');
const players = ['ann', 'ben', 'cat'];
const as = (seat: number): Actor => ({ kind: 'player', playerId: players[seat], seat });
const engine: Actor = { kind: 'system', service: 'engine' };

/** A game as a stream of envelopes, each decision at its own time, so it can be verified too. */
class Timed {
  state: GameState = noGame;
  readonly stream: EventEnvelope[] = [];
  private decisions = 0;

  decide(command: GameCommand, actor: Actor, at: number): Decided[] | RuleViolation {
    return decideGame(this.state, command, actor, { ...base, now: T0 + at });
  }

  /** Applies a decision that must be accepted; answers the types of its events. */
  do(command: GameCommand, actor: Actor, at: number): string[] {
    const decided = this.decide(command, actor, at);
    if (isViolation(decided)) throw new Error(`${command.type} refused: ${decided.code} ${decided.message}`);
    const causationId = `c${++this.decisions}`;
    decided.forEach((d, i) => {
      this.state = evolveGame(registry, this.state, d);
      const { version: seq, ruleset } = this.state;
      const occurredAt = new Date(T0 + at).toISOString();
      this.stream.push(
        recordedEvent(d, command, i, {
          eventId: `e${seq}`,
          streamId: 'g',
          seq,
          ruleset,
          causationId,
          actor,
          occurredAt,
        }),
      );
    });
    return decided.map((d) => d.type);
  }

  get clock() {
    return this.state.clock!;
  }

  /** The Timeout the scheduler sends for the deadline the game holds now. */
  timeout(at: number) {
    return this.do(
      { type: 'Timeout', payload: { deadline: new Date(this.clock.deadline!).toISOString() } },
      engine,
      at,
    );
  }
}

const settings = (control: ClockSettings['control'], policy: Partial<ClockSettings['policy']> = {}) => ({
  control,
  policy: {
    onTimeout: 'bot' as const,
    botPolicy: 'random',
    takeOverAfter: 3,
    noShow: 'auto' as const,
    noHumanLeft: 'playOut' as const,
    ...policy,
  },
});

function started(ruleset: string, seats: number, clock: ReturnType<typeof settings>, options: object = {}): Timed {
  const g = new Timed();
  g.do(
    {
      type: 'CreateGame',
      payload: {
        ruleset,
        seats: players.slice(0, seats).map((playerId) => ({ kind: 'player', playerId })),
        options,
        start: true,
        clock,
      },
    },
    engine,
    0,
  );
  return g;
}
const roll = (seat: number): GameCommand => ({ type: 'SubmitAction', payload: { seat, action: { type: 'Roll' } } });
const iso = (at: number) => new Date(T0 + at).toISOString();

describe('real-time clocks (a bank per seat, Fischer increment)', () => {
  const realtime = settings({ kind: 'realtime', initialMs: 1_000, incrementMs: 100 });

  it('runs the clock of the seat whose turn it is from the start, with its deadline', () => {
    const g = started('dice-race', 2, realtime, { target: 50 });
    expect(g.stream.at(-1)).toMatchObject({
      type: 'ClockChanged',
      payload: { running: [0], bankMs: [1_000, 1_000], deadline: iso(1_000), startedAt: [iso(0), null] },
    });
  });

  it('charges a turn to its seat and adds the increment, then runs the next seat', () => {
    const g = started('dice-race', 2, realtime, { target: 50 });
    expect(g.do(roll(0), as(0), 300)).toEqual(['Rolled', 'ClockChanged']);
    expect(g.clock).toMatchObject({ running: [1], bankMs: [800, 1_000], deadline: T0 + 1_300, moved: [0] });
  });

  it('refuses a timeout before its deadline, and one whose deadline a move replaced (the move came first)', () => {
    const g = started('dice-race', 2, realtime, { target: 50 });
    const first = new Date(g.clock.deadline!).toISOString();
    expect((g.decide({ type: 'Timeout', payload: { deadline: first } }, engine, 999) as RuleViolation).code).toBe(
      'TOO_EARLY',
    );
    g.do(roll(0), as(0), 300);
    expect((g.decide({ type: 'Timeout', payload: { deadline: first } }, engine, 1_000) as RuleViolation).code).toBe(
      'STALE_TIMEOUT',
    );
    expect((g.decide({ type: 'Timeout', payload: { deadline: iso(1_300) } }, as(0), 1_300) as RuleViolation).code).toBe(
      'FORBIDDEN',
    );
  });

  it("lets a stand-in bot play a timed-out seat's turn, then hands it back, and verifies with its times", () => {
    const g = started('dice-race', 2, realtime, { target: 50 });
    g.do(roll(0), as(0), 300);
    g.do(roll(1), as(1), 400); // ben has moved: no no-show
    g.do(roll(0), as(0), 500);
    expect(g.timeout(1_400 + 100)).toEqual(['SeatTimedOut', 'SeatTakenOver', 'ClockChanged']);
    expect(g.state.seats[1]).toEqual({ kind: 'bot', policy: 'random', standingInFor: 'ben', until: 'turn' });
    expect(g.decide(roll(1), as(1), 1_600)).toMatchObject({ code: 'FORBIDDEN' });
    expect(g.do(roll(1), { kind: 'bot', policy: 'random', seat: 1 }, 1_700)).toEqual([
      'Rolled',
      'SeatHandedBack',
      'ClockChanged',
    ]);
    expect(g.state.seats[1]).toEqual({ kind: 'player', playerId: 'ben' });
    g.do({ type: 'AbortGame', payload: { reason: 'done' } }, engine, 1_800);
    expect(verifyGame(registry, g.stream, secret)).toEqual([]);
    // A clock the times of its decisions do not give is found out.
    const cheat = g.stream.findIndex((e) => e.type === 'ClockChanged' && e.command === undefined && e.seq > 6);
    const altered = g.stream.map((e, i) =>
      i === cheat ? { ...e, payload: { ...(e.payload as object), bankMs: [5_000, 5_000] } } : e,
    );
    expect(verifyGame(registry, altered, secret)).not.toEqual([]);
  });
});

describe('what a timeout does, by policy', () => {
  const quick = (policy: Partial<ClockSettings['policy']> = {}) =>
    settings({ kind: 'perMove', moveMs: 500, reserveMs: 0 }, policy);

  it('aborts a two-seat game whose seat never made a first move (a no-show), unrated', () => {
    const g = started('dice-race', 2, quick());
    expect(g.timeout(600)).toEqual(['SeatTimedOut', 'GameAborted', 'SeedRevealed']);
    expect(g.stream.find((e) => e.type === 'SeatTimedOut')?.payload).toMatchObject({
      seat: 0,
      firstMove: true,
      action: 'abort',
    });
  });

  it("forfeits a seat by its ruleset's resignation: a two-seat game ends, the outcome marks it", () => {
    const g = started('dice-race', 2, quick({ onTimeout: 'forfeit' }), { target: 50 });
    g.do(roll(0), as(0), 100);
    g.do(roll(1), as(1), 200);
    expect(g.timeout(800)).toEqual(['SeatTimedOut', 'Resigned', 'RaceWon', 'GameFinished', 'SeedRevealed']);
    expect(g.state.outcome).toMatchObject({ ranks: [2, 1], forfeited: [0] });
  });

  it('aborts the game when the rules allow no resignation yet (warlords: none during the set-up)', () => {
    const g = started('warlords', 2, quick({ onTimeout: 'forfeit', noShow: 'forfeit' }));
    expect(g.timeout(5_000)).toEqual(['SeatTimedOut', 'GameAborted', 'SeedRevealed']);
    expect(g.state.status).toBe('aborted');
  });

  it('keeps a stand-in for the rest of the game after repeated timeouts, and marks the seat at the end', () => {
    const g = started('dice-race', 2, quick({ takeOverAfter: 1 }), { target: 8 });
    g.do(roll(0), as(0), 100);
    g.do(roll(1), as(1), 200);
    g.timeout(800);
    expect(g.state.seats[0]).toMatchObject({ kind: 'bot', until: 'game', standingInFor: 'ann' });
    const bot: Actor = { kind: 'bot', policy: 'random', seat: 0 };
    const turn = () => (g.state.table!.state as { turn: number }).turn;
    for (let t = 900; g.state.status === 'playing'; t += 10) g.do(roll(turn()), turn() === 0 ? bot : as(1), t);
    expect(g.state.outcome).toMatchObject({ standIns: [0] });
  });

  it('takes a seat over with a bot of the level the policy names, before any bot policy', () => {
    const g = started('dice-race', 2, quick({ botLevel: 'hard', botPolicy: 'heuristic' }), { target: 8 });
    g.do(roll(0), as(0), 100);
    g.do(roll(1), as(1), 200);
    g.timeout(800);
    expect(g.state.seats[0]).toMatchObject({ kind: 'bot', policy: 'hard', standingInFor: 'ann' });
  });

  it('gives a player back the seat a stand-in holds when they reclaim it, from the next decision on', () => {
    const g = started('dice-race', 2, quick({ takeOverAfter: 1 }), { target: 50 });
    g.do(roll(0), as(0), 100);
    g.do(roll(1), as(1), 200);
    g.timeout(800);
    expect(g.decide({ type: 'ReclaimSeat', payload: { seat: 0 } }, as(1), 900)).toMatchObject({
      code: 'NOT_A_STAND_IN',
    });
    expect(g.do({ type: 'ReclaimSeat', payload: { seat: 0 } }, as(0), 900)[0]).toBe('SeatReclaimed');
    expect(g.do(roll(0), as(0), 950)[0]).toBe('Rolled');
  });

  it('starts the turn of a seat reclaimed during it again from the reclaim, with the time it began with', () => {
    const g = started('dice-race', 2, settings({ kind: 'perMove', moveMs: 500, reserveMs: 300 }), { target: 50 });
    g.do(roll(0), as(0), 100);
    g.do(roll(1), as(1), 200); // ann's turn from 200: 500 ms and her 300 ms reserve, to 1000
    const ranOut = g.clock.deadline!;
    g.timeout(1_100);
    expect(g.clock.timeouts).toEqual([1, 0]);
    expect(g.do({ type: 'ReclaimSeat', payload: { seat: 0 } }, as(0), 1_200)).toEqual([
      'SeatReclaimed',
      'ClockChanged',
    ]);
    expect(g.clock).toMatchObject({ running: [0], startedAt: [T0 + 1_200, null], bankMs: [300, 300] });
    expect(g.clock.deadline).toBe(T0 + 2_000);
    // The deadline she ran out on is gone, and the new one has not come: she is not timed out twice.
    const told = (deadline: number, at: number) =>
      g.decide({ type: 'Timeout', payload: { deadline: new Date(deadline).toISOString() } }, engine, at);
    expect(told(ranOut, 1_201)).toMatchObject({ code: 'STALE_TIMEOUT' });
    expect(told(g.clock.deadline!, 1_201)).toMatchObject({ code: 'TOO_EARLY' });
    expect(g.do(roll(0), as(0), 1_600)[0]).toBe('Rolled');
    expect(g.clock.timeouts).toEqual([1, 0]);
    g.do({ type: 'AbortGame', payload: { reason: 'done' } }, engine, 1_700);
    expect(verifyGame(registry, g.stream, secret)).toEqual([]);
  });
});

describe('a phase where every seat acts at once', () => {
  it('runs every acting seat, one deadline for all, and times out only the seats still due', () => {
    const g = started('sealed-bids', 3, settings({ kind: 'perMove', moveMs: 1_000, reserveMs: 0 }));
    expect(g.clock.running).toEqual([0, 1, 2]);
    const bid = (seat: number): GameCommand => ({
      type: 'SubmitAction',
      payload: { seat, action: { type: 'Bid', amount: 5 } },
    });
    g.do(bid(0), as(0), 100);
    g.do(bid(1), as(1), 200);
    expect(g.clock.running).toEqual([2]);
    expect(g.clock.deadline).toBe(T0 + 1_000);
    expect(g.timeout(1_000)).toEqual(['SeatTimedOut', 'SeatTakenOver', 'ClockChanged']);
    expect(g.state.seats.map((h) => h.kind)).toEqual(['player', 'player', 'bot']);
  });
});

describe.each(['risk-empires', 'medieval', 'warlords'])('%s: a forfeit on time is the ruleset’s own Resign', (id) => {
  it('gives the events a Resign of the seat would give, from the same game', () => {
    const ruleset = registry.find(id)!;
    const clock = settings(
      { kind: 'perMove', moveMs: 60_000, reserveMs: 0 },
      { onTimeout: 'forfeit', noShow: 'forfeit' },
    );
    const [forfeiting, resigning] = [started(id, 2, clock), started(id, 2, clock)];
    const dice = Dice.fromSeed(7);
    // Random moves until the first seat to act may resign (warlords: once the war has begun).
    const resignable = (seat: number) =>
      (ruleset.legalActions(forfeiting.state.table!.state, seat) as { type: string }[]).some(
        (a) => a.type === 'Resign',
      );
    let at = 0;
    for (
      let seat = toActOf(registry, forfeiting.state)[0];
      !resignable(seat);
      seat = toActOf(registry, forfeiting.state)[0]
    ) {
      const legal = (ruleset.legalActions(forfeiting.state.table!.state, seat) as { type: string }[]).filter(
        (a) => a.type !== 'Resign',
      );
      const move: GameCommand = {
        type: 'SubmitAction',
        payload: { seat, action: sampleAction(dice.pick(legal), dice) },
      };
      at += 10;
      forfeiting.do(move, as(seat), at);
      resigning.do(move, as(seat), at);
    }
    const seat = forfeiting.clock.running[0];
    // The ruleset's own events; the lifecycle's differ by design (SeatTimedOut, the outcome marks `forfeited`).
    const ruleEvents = (g: Timed, from: number) => g.stream.slice(from).filter((e) => !isLifecycle(e.type));
    const [f0, r0] = [forfeiting.stream.length, resigning.stream.length];
    resigning.do({ type: 'Resign', payload: { seat } }, as(seat), at + 70_000);
    forfeiting.timeout(at + 70_000);
    const resigned = ruleEvents(resigning, r0).map((e) => [e.type, e.payload]);
    expect(resigned.length).toBeGreaterThan(0);
    expect(
      ruleEvents(forfeiting, f0)
        .map((e) => [e.type, e.payload])
        .slice(0, resigned.length),
    ).toEqual(resigned);
    expect(forfeiting.stream[f0]).toMatchObject({ type: 'SeatTimedOut', payload: { seat, action: 'forfeit' } });
    if (resigning.state.outcome)
      expect(forfeiting.state.outcome).toEqual({ ...resigning.state.outcome, forfeited: [seat] });
  });
});
