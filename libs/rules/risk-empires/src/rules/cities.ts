import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { HEARTS } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { proceed } from '../flow/steps';
import { holds, type RiskState } from '../state';
import { isInt } from '../validate';
import { mustAct } from './guards';

export const MAX_CITIES = 5;

/** S002 5a: 3 armies make a city; Table 4, Queen of hearts (Urban Sprawl): only 2. */
const cityCost = (s: RiskState, seat: number): number => (holds(s, seat, HEARTS, 12) ? 2 : 3);

export function canBuildOn(s: RiskState, seat: number, t: number): boolean {
  return s.owner[t] === seat && s.city[t] === 0 && s.armies[t] >= cityCost(s, seat);
}

export function canBuildAny(s: RiskState, seat: number): boolean {
  if (s.cityCount[seat] >= MAX_CITIES) return false;
  for (let t = 0; t < TERRITORIES; t++) if (canBuildOn(s, seat, t)) return true;
  return false;
}

export function buildCity(ctx: Ctx, territory: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'build');
  if (bad) return bad;
  if (!isInt(territory, 0, TERRITORIES - 1)) return violation(C.malformed, 'territory must be a territory index');
  if (s.owner[territory] !== seat) return violation(C.notYourTerritory, 'build on your own territory');
  if (s.city[territory]) return violation(C.cityExists, 'each territory may only contain 1 city');
  if (s.cityCount[seat] >= MAX_CITIES)
    return violation(C.cityLimit, 'no player may have more than 5 cities on the board');
  const cost = cityCost(s, seat);
  if (s.armies[territory] < cost) return violation(C.notEnoughArmies, `a city needs ${cost} armies there`);
  emit(ctx, { type: 'CityBuilt', seat, territory, armies: cost });
  // Nothing else could be built: the step goes on to drawing goods by itself.
  if (!canBuildAny(ctx.state, seat)) endBuilding(ctx, seat);
}

export function endBuilding(ctx: Ctx, seat: number): RuleViolation | void {
  const bad = mustAct(ctx.state, seat, 'build');
  if (bad) return bad;
  drawGoods(ctx, seat);
  proceed(ctx);
}

/** S002 5b: one card from each of the first N piles for N cities; an empty pile forfeits its card. */
export function drawGoods(ctx: Ctx, seat: number): void {
  const s = ctx.state;
  const piles: number[] = [];
  const cards: number[] = [];
  for (let p = 0; p < s.cityCount[seat]; p++) {
    if (s.piles[p].length === 0) continue;
    piles.push(p);
    cards.push(s.piles[p][0]);
  }
  if (cards.length) emit(ctx, { type: 'GoodsDrawn', seat, piles, cards });
}
