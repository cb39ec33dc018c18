import type { RiskState } from '@empires/rules-risk-empires';
import { conquestOdds, NO_BONUSES } from './odds';
import { ACTIVE, ADJ, CLUBS, empireValue, holds, income, isDisaster, points, SPADES, TERRITORIES } from './rules';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const adjacent = ADJ;
const territories = TERRITORIES;

// The features, in the order `features` gives them: armies, territories, cities, income, empire, goods, cards, disasters, stack, spades, clubs, reach.

/**
 * What a seat has, scaled to be of the order of one: the measures the position score weighs. Each
 * is something the seed turns into armies or Empire Card value later; `reach` is what the seat's
 * stacks could take next: for every territory of another player or the neutral next to it, the
 * chance its strongest neighbouring stack takes it (a city counts 3 more).
 */
export function features(s: RiskState, seat: number): number[] {
  let stack = 0;
  let reach = 0;
  for (let t = 0; t < territories; t++) {
    const owner = s.owner[t];
    if (owner === seat) {
      if (s.armies[t] > stack) stack = s.armies[t];
      continue;
    }
    let best = 0;
    for (const n of adjacent[t]) if (s.owner[n] === seat && s.armies[n] > best) best = s.armies[n];
    if (best > 1)
      reach += conquestOdds(best - 1, s.armies[t] + 3 * s.city[t], NO_BONUSES) * (owner >= 0 ? 1 + s.city[t] : 0.5);
  }
  const spades =
    (holds(s, seat, SPADES, 9) ? 2 : 0) + (holds(s, seat, SPADES, 6) ? 1 : 0) + (holds(s, seat, SPADES, 3) ? 0.5 : 0);
  const clubs =
    (holds(s, seat, CLUBS, 6) ? 1 : 0) +
    (holds(s, seat, CLUBS, 3) ? 0.5 : 0) +
    (holds(s, seat, CLUBS, 12) ? 1 : 0) +
    (holds(s, seat, CLUBS, 9) ? 0.5 : 0);
  return [
    s.onBoard[seat] / 10,
    s.territoryCount[seat] / 10,
    s.cityCount[seat],
    income(s, seat) / 5,
    empireValue(s, seat) / 10,
    points(s.goods[seat]) / 20,
    s.cards[seat].length / 3,
    s.aside[seat].filter(isDisaster).length,
    stack / 10,
    spades,
    clubs,
    reach / 3,
  ];
}

export const isPlaying = (s: RiskState, seat: number): boolean => s.status[seat] === ACTIVE;
