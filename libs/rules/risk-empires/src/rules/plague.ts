import type { Ctx } from '../ctx';
import { HEARTS } from '../data/empire';
import { ADJACENT, CONTINENT_OF, CONTINENTS } from '../data/map';
import { holds, strength, type RiskState } from '../state';
import { applyLoss } from './losses';

/** S002 Plague: at most 5 territories are checked, the chance falling by one each time. */
const PLAGUE_CHECKS = 5;

/**
 * The continent with most of the seat's armies (a city counts 3). Where the seed lets the player
 * choose among ties, the rules choose the first in map order.
 */
function plagueContinent(s: RiskState, seat: number): number {
  let best = -1;
  let most = 0;
  CONTINENTS.forEach((c, i) => {
    let sum = 0;
    for (const t of c.territories) if (s.owner[t] === seat) sum += strength(s, t);
    if (sum > most) {
      most = sum;
      best = i;
    }
  });
  return best;
}

/** The seat's territory with most armies among candidates (ties: first in map order), or -1. */
function mostArmies(s: RiskState, seat: number, candidates: readonly number[], checked: readonly number[]): number {
  let best = -1;
  for (const t of candidates) {
    if (s.owner[t] !== seat || checked.includes(t)) continue;
    if (best < 0 || strength(s, t) > strength(s, best)) best = t;
  }
  return best;
}

/**
 * Starts in the territory with most armies in that continent; then moves to the unchecked
 * territory adjacent to the one just checked (sea lines count) with most armies, staying in the
 * continent. Red die at most 5, then 4, ... affects it (9 of hearts adds one to the red die);
 * the white die is the loss (+1 King, -1 with the 6 of hearts); one army always stays.
 */
export function plague(ctx: Ctx, seat: number, king: boolean): void {
  const continent = plagueContinent(ctx.state, seat);
  if (continent < 0) return;
  const checked: number[] = [];
  let t = mostArmies(ctx.state, seat, CONTINENTS[continent].territories, checked);
  const medicine1 = holds(ctx.state, seat, HEARTS, 6);
  const medicine2 = holds(ctx.state, seat, HEARTS, 9);
  for (let k = 0; k < PLAGUE_CHECKS && t >= 0; k++) {
    checked.push(t);
    const red = ctx.dice.int(1, 6);
    const white = ctx.dice.int(1, 6);
    const affected = red + (medicine2 ? 1 : 0) <= PLAGUE_CHECKS - k;
    const loss = affected ? Math.max(0, white + (king ? 1 : 0) - (medicine1 ? 1 : 0)) : 0;
    applyLoss(ctx, seat, t, loss, [red, white]);
    const neighbours = ADJACENT[t].filter((n) => CONTINENT_OF[n] === continent);
    t = mostArmies(ctx.state, seat, neighbours, checked);
  }
}
