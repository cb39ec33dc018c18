/** The part of a game's outcome that ratings and standings read. */
export interface RankedOutcome {
  readonly ranks: readonly number[];
  readonly forfeited?: readonly number[];
  readonly standIns?: readonly number[];
}

/**
 * Ranks as ratings and tournament standings count them: a seat that forfeited on time, or that a
 * stand-in bot played to the end for its absent player, is a loss whatever the stand-in made of
 * it. Those seats share last place, below every seat its player played; the others keep their order.
 */
export function standingRanks(outcome: RankedOutcome): number[] {
  const lost = new Set([...(outcome.forfeited ?? []), ...(outcome.standIns ?? [])]);
  if (lost.size === 0) return [...outcome.ranks];
  const kept = outcome.ranks.map((rank, seat) => (lost.has(seat) ? Infinity : rank));
  // A seat's place is one below every seat ranked ahead of it: ties share it, and the lost seats
  // (Infinity) come after all the others.
  return kept.map((rank) => 1 + kept.filter((other) => other < rank).length);
}
