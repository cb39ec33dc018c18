import { HOME_PILE, isDisaster } from '../data/goods';
import type { Draft } from './draft';
import { put } from './draft';

/**
 * Cards put face down at the bottom of their starting piles, in the order given (S002 7, 8). A card
 * hidden from the viewer (-1, in a state folded from redacted events) has no known pile and is left out.
 */
export function toPileBottoms(d: Draft, cards: readonly number[]): void {
  if (cards.length === 0) return;
  const piles = d.piles.slice();
  for (const c of cards) if (c >= 0) piles[HOME_PILE[c]] = [...piles[HOME_PILE[c]], c];
  d.piles = piles;
}

/**
 * The hand less the cards listed. In a state folded from events redacted for another viewer the
 * two may not match card for card: a known card the hand holds face down takes a hidden card, and
 * a hidden card leaving a hand of cards the viewer once saw takes the oldest of them. Either way
 * the hand keeps its true size, which is all such a viewer may rely on.
 */
export function without(hand: readonly number[], cards: readonly number[]): number[] {
  const out = hand.slice();
  for (const c of cards) {
    const known = c >= 0 ? out.indexOf(c) : -1;
    const at = known >= 0 ? known : out.includes(-1) ? out.indexOf(-1) : 0;
    if (out.length > 0) out.splice(at, 1);
  }
  return out;
}

/** Moves goods cards between seats; with `setAside`, Disasters received go face down aside (S002 6). */
export function passGoods(d: Draft, from: number, to: number, cards: readonly number[], setAside: boolean): void {
  const goods = d.goods.slice();
  goods[from] = without(goods[from], cards);
  const kept = setAside ? cards.filter((c) => !isDisaster(c)) : cards;
  goods[to] = [...goods[to], ...kept];
  d.goods = goods;
  if (kept.length < cards.length) d.aside = put(d.aside, to, [...d.aside[to], ...cards.filter(isDisaster)]);
}

/** A seat gives goods cards back to the piles (purchase, discard, riots). */
export function returnGoods(d: Draft, seat: number, cards: readonly number[]): void {
  if (cards.length === 0) return;
  d.goods = put(d.goods, seat, without(d.goods[seat], cards));
  toPileBottoms(d, cards);
}

/** Everything a seat holds in goods goes back to the piles: hand first, then the cards set aside. */
export function returnAllGoods(d: Draft, seat: number): void {
  const cards = [...d.goods[seat], ...d.aside[seat]];
  if (cards.length === 0) return;
  d.goods = put(d.goods, seat, []);
  d.aside = put(d.aside, seat, []);
  toPileBottoms(d, cards);
}
