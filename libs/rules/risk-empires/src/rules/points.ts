import { GOODS_VALUE } from '../data/goods';

/**
 * S002 Table 1: a set of n goods cards of value v is worth v * 2^(n-1); single cards are sets of
 * one; Disasters count zero. Cards are grouped by value, which is always the best grouping.
 */
export function points(cards: readonly number[]): number {
  const counts = countByValue(cards);
  let total = 0;
  for (let v = 1; v <= 9; v++) if (counts[v] > 0) total += v * 2 ** (counts[v] - 1);
  return total;
}

function countByValue(cards: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) counts[GOODS_VALUE[c]]++;
  return counts;
}
