import { GOODS_VALUE, isDisaster } from '../data/goods';

/** Hand order by worth: Disasters (worth zero) first, then lower values, then id. */
export function byWorth(cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => GOODS_VALUE[a] - GOODS_VALUE[b] || a - b);
}

/** A payment: the points it is worth, and the cards. */
export interface Payment {
  readonly points: number;
  readonly cards: readonly number[];
}

const MAX_COMBINATIONS = 4096;

/**
 * Every way to pay with whole or partial sets of each value (Table 1), or only whole sets when
 * that would be too many to list. Disasters are never payment.
 */
export function payments(hand: readonly number[]): Payment[] {
  const byValue: number[][] = [[], [], [], [], [], [], [], [], [], []];
  for (const c of hand) if (!isDisaster(c)) byValue[GOODS_VALUE[c]].push(c);
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => byValue[v].length > 0);
  const total = values.reduce((n, v) => n * (byValue[v].length + 1), 1);
  const choices = (v: number): number[] =>
    total <= MAX_COMBINATIONS ? Array.from({ length: byValue[v].length + 1 }, (_, k) => k) : [0, byValue[v].length];
  const out: Payment[] = [];
  const walk = (i: number, pts: number, cards: number[]): void => {
    if (i === values.length) {
      if (cards.length) out.push({ points: pts, cards });
      return;
    }
    const v = values[i];
    for (const k of choices(v))
      walk(i + 1, k ? pts + v * 2 ** (k - 1) : pts, k ? [...cards, ...byValue[v].slice(0, k)] : cards);
  };
  walk(0, 0, []);
  return out;
}

/** The cheapest payment worth at least `cost` (fewest cards among equals), or null. */
export function cheapest(all: readonly Payment[], cost: number): Payment | null {
  let best: Payment | null = null;
  for (const p of all) {
    if (p.points < cost) continue;
    if (!best || p.points < best.points || (p.points === best.points && p.cards.length < best.cards.length)) best = p;
  }
  return best;
}
