import type { Pairing } from '../events';
import { bergerSchedule } from '../pairing/berger';

export const roundRobinRounds = (seeds: readonly string[]): number =>
  Math.max(0, ...bergerSchedule(seeds).map((g) => g.round));

/** One round of the Berger schedule; a player whose opponent is the odd one out, or withdrew, has a bye. */
export function pairRoundRobin(
  seeds: readonly string[],
  isActive: (id: string) => boolean,
  round: number,
): Omit<Pairing, 'table' | 'gameId'>[] {
  return bergerSchedule(seeds)
    .filter((g) => g.round === round)
    .map((g) => g.seats.filter((p): p is string => p !== null && isActive(p)))
    .filter((seats) => seats.length > 0)
    .map((seats) => (seats.length === 2 ? { kind: 'game' as const, seats } : { kind: 'bye' as const, seats }));
}
