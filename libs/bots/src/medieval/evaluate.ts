import type { AnyRuleset } from '@empires/rules-kernel';
import type { MedievalState } from '@empires/rules-medieval';
import { predictedScores, prospectWeightsFor } from './prospects';

/**
 * Points over the best rival that move a seat's value from 0.5 to about 0.7: on predicted scores 12, the scale whose
 * odds of winning best matched the two-seat fit's held-out games; on the bare score 10, as its figures were measured.
 */
const scaleFor = (seats: number): number => (prospectWeightsFor(seats) ? 12 : 10);

/**
 * Search's view of who is ahead: each seat's predicted final score (its score if the game ended now, VP, handicap,
 * ledger and open alliances, M26, plus what its prospects bring over the rest of the game, `prospects.ts`), against
 * the best other seat still playing, through a logistic curve: level is 0.5, far ahead near 1, far behind near 0,
 * and a seat behind still sees which line loses less. A seat that resigned ranks last whatever its score (M26.4): 0.
 */
export function evaluate(_ruleset: AnyRuleset, state: unknown): number[] {
  const s = state as MedievalState;
  const predicted = predictedScores(s);
  const scale = scaleFor(s.seats.length);
  return predicted.map((x, seat) => {
    if (s.seats[seat].resigned) return 0;
    const rivals = predicted.filter((_, other) => other !== seat && !s.seats[other].resigned);
    const gap = rivals.length ? x - Math.max(...rivals) : 0;
    return 1 / (1 + Math.exp(-gap / scale));
  });
}
