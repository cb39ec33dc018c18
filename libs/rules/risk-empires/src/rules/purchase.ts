import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import { emit, type Ctx } from '../ctx';
import { CREDIT_PER_RANK, EMPIRE_CODES, PRICE_PER_RANK, rankOf, suitOf } from '../data/empire';
import { GOODS_CARDS, isDisaster } from '../data/goods';
import { proceed } from '../flow/steps';
import type { RiskState } from '../state';
import { allIn, isIntList } from '../validate';
import { mustAct } from './guards';
import { points } from './points';

export const HAND_LIMIT = 5;

/**
 * S002 8: credit toward a card is double the face value of every card of its suit held from
 * before this turn (cards bought in this step give none yet).
 */
function credit(s: RiskState, seat: number, suit: number): number {
  let total = 0;
  const held = s.empire[seat];
  const bought = s.phase === 'purchase' && s.seat === seat ? s.bought : 0;
  for (let r = 1; r <= 13; r++) if (held[r - 1] === suit && !(bought & (1 << r))) total += CREDIT_PER_RANK * r;
  return total;
}

/** Ten times the face value, less credits; never below zero. */
export const price = (s: RiskState, seat: number, card: number): number =>
  Math.max(0, PRICE_PER_RANK * rankOf(card) - credit(s, seat, suitOf(card)));

/** Whether the card is for sale to the seat: in the supply, and no card of its rank held (S002 8). */
export const buyable = (s: RiskState, seat: number, card: number): boolean =>
  s.supply[card] > 0 && s.empire[seat][rankOf(card) - 1] < 0;

/** The most points a hand can pay. */
const bestPayment = (hand: readonly number[]): number => points(hand);

export function canBuyAny(s: RiskState, seat: number): boolean {
  return canBuyWith(s, seat, bestPayment(s.goods[seat]));
}

/** Whether `most` points of goods, with the seat's credits, buy any card it may hold. */
export function canBuyWith(s: RiskState, seat: number, most: number): boolean {
  const credits = [credit(s, seat, 0), credit(s, seat, 1), credit(s, seat, 2), credit(s, seat, 3)];
  for (let c = 0; c < EMPIRE_CODES; c++) {
    if (buyable(s, seat, c) && PRICE_PER_RANK * rankOf(c) - credits[suitOf(c)] <= most) return true;
  }
  return false;
}

export function buyEmpireCards(ctx: Ctx, cards: unknown, goods: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'purchase');
  if (bad) return bad;
  if (!isIntList(cards, 0, EMPIRE_CODES - 1) || cards.length === 0)
    return violation(C.malformed, 'cards must be a non-empty list of distinct Empire Card codes');
  if (!isIntList(goods, 0, GOODS_CARDS - 1))
    return violation(C.malformed, 'goods must be a list of distinct goods card ids');
  const ranks = new Set(cards.map(rankOf));
  if (ranks.size !== cards.length) return violation(C.rankHeld, 'only one Empire Card of each face value per player');
  for (const c of cards) {
    if (s.supply[c] <= 0) return violation(C.notInSupply, 'that Empire Card is not for sale');
    if (s.empire[seat][rankOf(c) - 1] >= 0)
      return violation(C.rankHeld, 'only one Empire Card of each face value per player');
  }
  if (!allIn(goods, s.goods[seat])) return violation(C.noSuchCard, 'you do not hold those goods cards');
  if (goods.some(isDisaster)) return violation(C.disasterAsPayment, 'a Disaster card is worth nothing');
  const cost = cards.reduce((sum, c) => sum + price(s, seat, c), 0);
  const paid = points(goods);
  if (paid < cost) return violation(C.notEnoughPoints, `the cards cost ${cost} and the goods are worth ${paid}`);
  emit(ctx, { type: 'EmpireCardsBought', seat, cards, goods });
}

export function finishPurchasing(ctx: Ctx, discard: unknown, seat: number): RuleViolation | void {
  const s = ctx.state;
  const bad = mustAct(s, seat, 'purchase');
  if (bad) return bad;
  if (!isIntList(discard, 0, GOODS_CARDS - 1))
    return violation(C.malformed, 'discard must be a list of distinct goods card ids');
  if (!allIn(discard, s.goods[seat])) return violation(C.noSuchCard, 'you do not hold those goods cards');
  if (s.goods[seat].length - discard.length > HAND_LIMIT) return violation(C.handLimit, 'keep at most 5 goods cards');
  if (discard.length) emit(ctx, { type: 'GoodsDiscarded', seat, cards: discard });
  proceed(ctx);
}
