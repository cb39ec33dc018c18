import { Dice, isViolation } from '@empires/rules-kernel';
import { territoryIndex, TERRITORIES } from '../data/geo';
import { code, rankOf, suitOf } from '../data/empire';
import { evolve } from '../evolve';
import { setTerritory } from '../evolve/board';
import { draft } from '../evolve/draft';
import type { RiskOptions } from '../options';
import { setup } from '../setup';
import type { RiskState, SeatStep } from '../state';
import { fold } from './decisions';

/** Test fixtures: real set-up events, then small patches that keep the state's counts in step. */
export const T = (id: string): number => {
  const t = territoryIndex(id);
  if (t < 0) throw new Error(`no territory ${id}`);
  return t;
};

/** Dice that return the given values in order, then fail: a test states every roll it expects. */
export function fixedDice(values: number[]): Dice {
  const queue = values.slice();
  const d = Dice.fromSeed(0);
  return Object.assign(Object.create(Object.getPrototypeOf(d)), d, {
    int: (min: number, max: number) => {
      if (queue.length === 0) throw new Error('more dice rolled than the test expected');
      const v = queue.shift() as number;
      if (v < min || v > max) throw new Error(`die ${v} outside ${min}..${max}`);
      return v;
    },
  });
}

/** A dealt opening (seed 1), before any army is placed by hand. */
export function opening(seats = 3, options: Partial<RiskOptions> = {}): RiskState {
  const events = setup({ seats, options: { setup: 'dealt', ...options } }, Dice.fromSeed(1));
  if (isViolation(events)) throw new Error(events.message);
  return fold(events);
}

/** Sets territories: `owner` for every territory not listed, 1 army each. */
export function board(
  s: RiskState,
  listed: Record<string, [owner: number, armies: number, city?: number]>,
  owner: (t: number) => number = (t) => t % s.seats,
): RiskState {
  const d = draft(s);
  for (let t = 0; t < TERRITORIES; t++) setTerritory(d, t, owner(t), 1, 0);
  for (const [id, [o, armies, city]] of Object.entries(listed)) setTerritory(d, T(id), o, armies, city ?? 0);
  return d;
}

export function withTerritory(s: RiskState, id: string, owner: number, armies: number, city = 0): RiskState {
  const d = draft(s);
  setTerritory(d, T(id), owner, armies, city);
  return d;
}

/** Moves goods cards (from wherever they are) into a seat's hand, or its face-down pile with `aside`. */
export function withGoods(s: RiskState, seat: number, cards: readonly number[], aside = false): RiskState {
  const gone = (xs: readonly number[]) => xs.filter((c) => !cards.includes(c));
  const goods = s.goods.map(gone);
  const set = s.aside.map(gone);
  if (aside) set[seat] = [...set[seat], ...cards];
  else goods[seat] = [...goods[seat], ...cards];
  return { ...s, piles: s.piles.map(gone), goods, aside: set };
}

/** Gives a seat an Empire Card from the supply. */
export function withEmpire(s: RiskState, seat: number, suit: number, rank: number): RiskState {
  const c = code(suit, rank);
  const supply = s.supply.slice();
  supply[c]--;
  const empire = s.empire.map((h) => h.slice());
  empire[seat][rankOf(c) - 1] = suitOf(c);
  return { ...s, supply, empire };
}

/** Gives a seat territory cards out of the deck. */
export function withCards(s: RiskState, seat: number, cards: readonly number[]): RiskState {
  const hands = s.cards.map((h) => h.filter((c) => !cards.includes(c)));
  hands[seat] = [...hands[seat], ...cards];
  return {
    ...s,
    deck: s.deck.filter((c) => !cards.includes(c)),
    discard: s.discard.filter((c) => !cards.includes(c)),
    cards: hands,
  };
}

/** The state at the start of `seat`'s part of `step` in round 1 (order: seats in number order). */
export function inStep(s: RiskState, step: SeatStep, seat: number, patch: Partial<RiskState> = {}): RiskState {
  const order = Array.from({ length: s.seats }, (_, i) => i);
  const ready = evolve(
    { ...s, round: 1, order, toPlace: s.toPlace.map(() => 0), ...patch },
    { type: 'StepBegan', step, seat },
  );
  return { ...ready, ...patch, phase: step, seat };
}

/** Piles armies on `id` (owned by `seat`) until only `left` pieces remain in the seat's stock. */
export function withStockLeft(s: RiskState, seat: number, id: string, left: number): RiskState {
  const t = T(id);
  if (s.owner[t] !== seat) throw new Error(`${id} is not seat ${seat}'s`);
  return withTerritory(s, id, seat, s.armies[t] + s.options.armyStock - s.onBoard[seat] - left, s.city[t]);
}
