import type { AnyRuleset } from '@empires/rules-kernel';
import { seatScores, type MedievalState } from '@empires/rules-medieval';

/** Score points over the best rival that make a seat's value move from 0.5 to about 0.73. */
const SCALE = 10;

/**
 * Search's view of who is ahead: each seat's score if the game ended now (VP, handicap, alliance ledger and open
 * alliances, M26), against the best other seat still playing, through a logistic curve: level is 0.5, far ahead
 * near 1, far behind near 0, and a seat behind still sees which line loses less. A seat that resigned ranks last
 * whatever its score (M26.4): 0.
 */
export function evaluate(_ruleset: AnyRuleset, state: unknown): number[] {
  const s = state as MedievalState;
  const scores = seatScores(s);
  return scores.map((x, seat) => {
    if (s.seats[seat].resigned) return 0;
    const rivals = scores.filter((_, other) => other !== seat && !s.seats[other].resigned);
    const gap = rivals.length ? x - Math.max(...rivals) : 0;
    return 1 / (1 + Math.exp(-gap / SCALE));
  });
}
