import { isDisaster, points, VALUE } from './rules';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const value = VALUE;

/** Points the hand loses by giving up `cards` (sets broken count in full). */
export const lossOf = (hand: readonly number[], cards: readonly number[]): number =>
  points(hand) - points(hand.filter((c) => !cards.includes(c)));

/** The `n` cards worth most together (Table 1 sets), dropping one card at a time. */
export function keepBest(hand: readonly number[], n: number): number[] {
  let kept = hand.slice();
  while (kept.length > n) {
    let drop = 0;
    let least = Infinity;
    kept.forEach((c, i) => {
      const loss = lossOf(kept, [c]) + value[c] * 0.01;
      if (loss < least) {
        least = loss;
        drop = i;
      }
    });
    kept = kept.filter((_, i) => i !== drop);
  }
  return kept;
}

/** `n` cards to hand over: Disasters first (they strike whoever receives them), then the least missed. */
export function cheapestGive(hand: readonly number[], n: number): number[] {
  const disasters = hand.filter(isDisaster).slice(0, n);
  const rest = hand.filter((c) => !disasters.includes(c));
  const kept = keepBest(rest, rest.length - (n - disasters.length));
  return [...disasters, ...rest.filter((c) => !kept.includes(c))];
}
