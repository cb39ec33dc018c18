import type { Pairing } from '../events';
import { RoundRobin, type LibraryMatch } from '../pairing-library';

/** Every round of a round robin over the seeds (Berger tables from the library; an odd field gets a bye a round). */
export const roundRobinSchedule = (seeds: readonly string[]): LibraryMatch[] => RoundRobin([...seeds], 1, true);

export const roundRobinRounds = (seeds: readonly string[]): number =>
  Math.max(0, ...roundRobinSchedule(seeds).map((m) => m.round));

/** One round of the schedule; a player whose opponent is the odd one out, or withdrew, has a bye. */
export function pairRoundRobin(
  seeds: readonly string[],
  isActive: (id: string) => boolean,
  round: number,
): Omit<Pairing, 'table' | 'gameId'>[] {
  return roundRobinSchedule(seeds)
    .filter((m) => m.round === round)
    .map((m) => [m.player1, m.player2].filter((p): p is string => typeof p === 'string' && isActive(p)))
    .filter((seats) => seats.length > 0)
    .map((seats) => (seats.length === 2 ? { kind: 'game' as const, seats } : { kind: 'bye' as const, seats }));
}
