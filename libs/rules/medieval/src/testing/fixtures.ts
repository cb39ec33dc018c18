import { Dice, isViolation } from '@empires/rules-kernel';
import { newCtx, type Ctx } from '../ctx';
import { evolve } from '../evolve';
import type { MedievalEvent } from '../event-types';
import { areaIndex } from '../map/geo';
import { resolveOptions, type MedievalOptions } from '../options';
import { RULINGS_1_1 } from '../rulings';
import { openingState } from '../setup-state';
import type { MedievalState, TurnState } from '../state';

/** Test fixtures: the opening position without any rolls (by the newest rulings), and small patches to shape it. */
export const A = (id: string): number => {
  const i = areaIndex.get(id);
  if (i === undefined) throw new Error(`no area ${id}`);
  return i;
};
export const E = { german: 0, france: 1, burgundy: 2, denmark: 3, poland: 4, byzantium: 5, kiev: 6 } as const;

export function opening(seats = 0, options: Partial<MedievalOptions> = {}): MedievalState {
  const o = resolveOptions(options, seats);
  if (isViolation(o)) throw new Error(o.message);
  return openingState({
    type: 'GameSetUp',
    options: o,
    seats,
    inPlay: [0, 1, 2, 3, 4, 5, 6],
    lastRound: 20,
    rulings: RULINGS_1_1,
  });
}

/** A position with one area or one empire patched: the copying updates evolve makes. */
export { setArea as withArea, setEmpire as withEmpire } from '../evolve/helpers';
/** The state in the middle of `empire`'s turn, round 1. */
export const inTurn = (s: MedievalState, empire: number, patch: Partial<TurnState> = {}): MedievalState => ({
  ...s,
  round: 1,
  order: [empire],
  turnIndex: 0,
  turn: { empire, endeavours: 0, taxation: 'none', settled: [], step1Tried: [], ...patch },
});

export const ctxOf = (s: MedievalState, seed = 1): Ctx => newCtx(s, Dice.fromSeed(seed));

/** Dice that return the given values in order, then fail: so a test states every roll it expects. */
export function fixedDice(values: number[]): Dice {
  const queue = values.slice();
  const d = Dice.fromSeed(0);
  const take = () => {
    const v = queue.shift();
    if (v === undefined) throw new Error('more dice rolled than the test expected');
    return v;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(d)), d, {
    int: (min: number, max: number) => {
      const v = take();
      if (v < min || v > max) throw new Error(`die ${v} outside ${min}..${max}`);
      return v;
    },
    d6: () => take(),
    d20: () => take(),
  }) as Dice;
}

export const fold = (s: MedievalState, events: readonly MedievalEvent[]): MedievalState => events.reduce(evolve, s);
export const typesOf = (events: readonly MedievalEvent[]): string[] => events.map((e) => e.type);
