import type { GameCommand } from '@empires/rules-kernel';
import { diceRace, type RaceState } from '@empires/testing';
import type { Policy } from '../policy';
import { nim, type NimState } from '@empires/testing';
import { playMatch } from './match';
import { formatTallies, runSeries, type SeriesSetup } from './series';
import { wilson } from './stats';

const roll: Policy = {
  spec: 'roll',
  choose: (d) => (d.ruleset.toAct(d.state).includes(d.seat) ? { type: 'Roll' } : undefined),
};
const takeOne: Policy = { spec: 'one', choose: () => ({ type: 'Take', count: 1 }) as GameCommand };
/** Nim's winning move: leave a multiple of four, or take one when that cannot be done. */
const perfect: Policy = {
  spec: 'perfect',
  choose: (d) => ({ type: 'Take', count: (d.state as NimState).pile % 4 || 1 }) as GameCommand,
};
/** A clock that moves 1 ms per reading. */
const ticking = (): (() => number) => {
  let t = 0;
  return () => t++;
};

/** A game of nim from a pile of 10 between these policies. */
const nimMatch = (policies: Policy[], seed: number, maxCommands?: number) =>
  playMatch({ ruleset: nim, policies, options: { pile: 10 }, seed, now: ticking(), maxCommands });
/** A series of nim from a pile of 10 between perfect play and taking one, two seats; a test sets what it is about. */
const nimSeries = (setup: Partial<SeriesSetup>) =>
  runSeries({
    ruleset: nim,
    specs: ['perfect', 'one'],
    policyOf: (spec) => ({ perfect, one: takeOne })[spec],
    games: 10,
    players: 2,
    seed: 1,
    options: { pile: 10 },
    now: ticking(),
    ...setup,
  });

describe('wilson interval', () => {
  it.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [190, 200, 0.9103, 0.9726],
  ])('%i of %i: [%f, %f]', (k, n, low, high) => {
    const ci = wilson(k, n);
    expect(ci.low).toBeCloseTo(low, 3);
    expect(ci.high).toBeCloseTo(high, 3);
  });

  it('knows nothing of no trials', () => expect(wilson(0, 0)).toEqual({ low: 0, high: 1 }));
});

describe('playMatch', () => {
  it("shows each bot only its own seat's secrets", () => {
    const seen: RaceState[][] = [[], []];
    const spy = (seat: number): Policy => ({
      spec: 'spy',
      choose: (d) => (seen[seat].push(d.state as RaceState), roll.choose(d)),
    });
    const result = playMatch({
      ruleset: diceRace,
      policies: [spy(0), spy(1)],
      options: { target: 15 },
      seed: 4,
      now: ticking(),
    });
    expect(result.outcome).not.toBeNull();
    for (const seat of [0, 1]) {
      expect(seen[seat].length).toBeGreaterThan(0);
      expect(seen[seat].every((s) => s.secrets[seat] > 0 && s.secrets[1 - seat] === 0)).toBe(true);
    }
  });

  it('times each decision with the injected clock and counts the decisions', () => {
    const result = nimMatch([takeOne, takeOne], 1);
    expect(result.commands).toBe(10);
    expect(result.seats.map((s) => s.decisions)).toEqual([5, 5]);
    expect(result.seats.map((s) => s.thinking)).toEqual([5, 5]);
  });

  it('plays a legal action for a policy that gives an illegal command, and counts the fault', () => {
    const rogue: Policy = { spec: 'rogue', choose: () => ({ type: 'Take', count: 9 }) as GameCommand };
    const result = nimMatch([rogue, takeOne], 2);
    expect(result.outcome).not.toBeNull();
    expect(result.seats[0].faults).toBe(result.seats[0].decisions);
    expect(result.seats[1].faults).toBe(0);
  });

  it('stops a game that runs past the command limit, with no outcome', () => {
    const result = nimMatch([takeOne, takeOne], 1, 3);
    expect([result.outcome, result.commands]).toEqual([null, 3]);
  });
});

describe('runSeries', () => {
  it('rotates the seats game by game, each seed once per rotation', () => {
    const { games } = nimSeries({ games: 4, seed: 7 });
    expect(games.map((g) => [g.seed, g.seats.join()])).toEqual([
      [7, 'perfect,one'],
      [7, 'one,perfect'],
      [8, 'perfect,one'],
      [8, 'one,perfect'],
    ]);
  });

  it('tallies wins per policy, and the table shows the rate with its interval', () => {
    const { tallies } = nimSeries({});
    expect(tallies.map((t) => [t.spec, t.seats, t.wins, t.draws])).toEqual([
      ['perfect', 10, 10, 0],
      ['one', 10, 0, 0],
    ]);
    const table = formatTallies(tallies);
    expect(table).toContain('100.0%');
    expect(table).toContain('[72.2%, 100.0%]');
  });

  it('refuses a spec no policy answers to', () => {
    expect(() => nimSeries({ specs: ['telepathy'], games: 1 })).toThrow(/no policy telepathy/);
  });
});

describe('runSeries with a budget', () => {
  it('starts no game once asked to stop', () => {
    let asked = 0;
    const { games } = nimSeries({ stop: () => ++asked > 3 });
    expect(games).toHaveLength(3);
  });
});
