import { Dice } from '@empires/rules-kernel';
import { diceRace } from '@empires/testing';
import { policyFor } from './catalog';
import type { Decision } from './policy';
import { nim, type NimState } from '@empires/testing';

const decision = <S>(ruleset: Decision['ruleset'], state: S, seat = 0, seed = 1): Decision<S> => ({
  ruleset,
  state,
  seat,
  dice: Dice.fromSeed(seed),
  now: () => 0,
});

/** A clock that moves 1 ms per reading: search gets a fixed number of iterations, whatever the machine. */
const ticking = (): (() => number) => {
  let t = 0;
  return () => t++;
};

/** A race to 20 between two seats, none of them ahead, seat 0 to roll. */
const raceStart = {
  seats: 2,
  target: 20,
  scores: [0, 0],
  secrets: [0, 0],
  turn: 0,
  resigned: [false, false],
  winner: null,
};

describe('bot policies', () => {
  it('random: picks a legal action with its ranges sampled inside them', () => {
    const random = policyFor('random', undefined)!;
    for (let seed = 0; seed < 50; seed++) {
      const command = random.choose(decision(nim, { pile: 7, turn: 0, winner: null }, 0, seed)) as {
        type: string;
        count: number;
      };
      expect(command.type).toBe('Take');
      expect(command.count).toBeGreaterThanOrEqual(1);
      expect(command.count).toBeLessThanOrEqual(3);
    }
  });

  it('random: resigns only when nothing else is legal', () => {
    const random = policyFor('random', undefined)!;
    for (let seed = 0; seed < 30; seed++)
      expect(random.choose(decision(diceRace, raceStart, 0, seed))).toEqual({ type: 'Roll' });
    expect(random.choose(decision(diceRace, raceStart, 1, 1))).toEqual({ type: 'Resign' }); // not its turn: resigning is all it may do
  });

  it('random: has nothing to do when the seat may not act', () => {
    expect(
      policyFor('random', undefined)!.choose(decision(nim, { pile: 7, turn: 1, winner: null }, 0)),
    ).toBeUndefined();
  });

  it.each([5, 6, 7, 9, 10, 11])(
    'mcts: from a pile of %i, takes what leaves a multiple of four (the winning move)',
    (pile) => {
      const mcts = policyFor('mcts?ms=400&depth=50', undefined)!;
      const state: NimState = { pile, turn: 0, winner: null };
      const command = mcts.choose({ ...decision(nim, state, 0, pile), now: ticking() }) as unknown as { count: number };
      expect((pile - command.count) % 4).toBe(0);
    },
  );

  it('mcts: with a budget in iterations finds the winning move without reading the clock', () => {
    const mcts = policyFor('mcts?iterations=3000&depth=50', undefined)!;
    const clock = () => {
      throw new Error('the clock was read');
    };
    const command = mcts.choose({ ...decision(nim, { pile: 7, turn: 0, winner: null }, 0, 7), now: clock });
    expect(command).toEqual({ type: 'Take', count: 3 });
  });

  it('mcts: does not resign a race it can still win', () => {
    const mcts = policyFor('mcts?ms=200', undefined)!;
    expect(mcts.choose({ ...decision(diceRace, raceStart), now: ticking() })).toEqual({ type: 'Roll' });
  });

  it('knows no heuristic for a ruleset without one, and no unknown policy', () => {
    expect(policyFor('heuristic', undefined)).toBeUndefined();
    expect(policyFor('telepathy', undefined)).toBeUndefined();
  });
});
