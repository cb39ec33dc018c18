import type { Outcome } from '@empires/rules-kernel';

/** Each seat's share of a result: first places split the win, everyone else has none. */
export function sharesOf(outcome: Outcome, seats = outcome.ranks.length): number[] {
  const firsts = outcome.ranks.filter((r) => r === 1).length;
  return Array.from({ length: seats }, (_, s) => (outcome.ranks[s] === 1 ? 1 / firsts : 0));
}
