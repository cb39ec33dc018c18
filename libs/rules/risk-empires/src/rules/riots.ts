import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { DIAMONDS } from '../data/empire';
import { DISASTER_OF, GOODS_VALUE, IS_KING, RIOT } from '../data/goods';
import { TERRITORIES } from '../data/geo';
import { proceed } from '../flow/steps';
import { holds, stockOf, type RiskState } from '../state';
import { isIntList } from '../validate';
import { mustAct } from './guards';
import { overLimit, resolveDisasters, strike } from './disasters';

export const citiesOf = (s: RiskState, seat: number): number[] => {
  const out: number[] = [];
  for (let t = 0; t < TERRITORIES; t++) if (s.city[t] && s.owner[t] === seat) out.push(t);
  return out;
};

/** With two or more cities the order matters, and the seat chooses it (S002 Riots). */
export const riotNeedsOrder = (s: RiskState, seat: number): boolean => s.cityCount[seat] >= 2;

/** Whether the seat must now order its cities for a Riots card. */
export function riotPending(s: RiskState, seat: number): boolean {
  if (s.phase !== 'disasters' || s.seat !== seat) return false;
  const card = s.aside[seat][0];
  return (
    card !== undefined &&
    DISASTER_OF[card] === RIOT &&
    !overLimit(s.struck, s.struckKinds, RIOT) &&
    riotNeedsOrder(s, seat)
  );
}

export function orderRiots(ctx: Ctx, cities: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'disasters');
  if (bad) return bad;
  if (!riotPending(s, seat)) return violation(C.noChoicePending, 'no Riots wait for an order of cities');
  const mine = citiesOf(s, seat);
  if (
    !isIntList(cities, 0, TERRITORIES - 1) ||
    cities.length !== mine.length ||
    !cities.every((t) => mine.includes(t))
  ) {
    return violation(C.badRiotOrder, 'list each of your cities once, in the order they are checked');
  }
  strike(ctx, seat, RIOT, IS_KING[s.aside[seat][0]], cities);
  if (resolveDisasters(ctx)) proceed(ctx);
}

/**
 * S002 Riots: with n cities the k-th city checked (from 0) riots on a die of at most n - k
 * (9 of diamonds, Riot Gear, adds one to the die). A rioting city is replaced by 1 army and the
 * seat loses 1 goods card: its least valuable one (Disasters first, as worth zero).
 */
export function riots(ctx: Ctx, seat: number, order: readonly number[] | null): void {
  const cities = order ?? citiesOf(ctx.state, seat);
  const gear = holds(ctx.state, seat, DIAMONDS, 9);
  cities.forEach((t, k) => {
    const roll = ctx.dice.int(1, 6);
    const hit = roll + (gear ? 1 : 0) <= cities.length - k;
    emit(ctx, { type: 'DisasterRolled', seat, territory: t, dice: [roll], hit });
    if (!hit) return;
    const s = ctx.state;
    // The army comes from the stock; with none, a lone city stays (no piece to put in its place).
    const army = stockOf(s, seat) > 0 ? 1 : 0;
    if (army || s.armies[t] > 0)
      emit(ctx, { type: 'CityRioted', seat, territory: t, armies: s.armies[t] + army, city: 0 });
    const lost = leastValuable(ctx.state.goods[seat]);
    if (lost >= 0) emit(ctx, { type: 'GoodsLost', seat, cards: [lost] });
  });
}

function leastValuable(hand: readonly number[]): number {
  let best = -1;
  for (const c of hand)
    if (best < 0 || GOODS_VALUE[c] < GOODS_VALUE[best] || (GOODS_VALUE[c] === GOODS_VALUE[best] && c < best)) best = c;
  return best;
}
