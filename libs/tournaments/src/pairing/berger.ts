/** One game of a round-robin schedule: `null` is the empty seat of an odd field (a bye for the other). */
export interface ScheduledGame {
  readonly round: number;
  readonly seats: readonly [string | null, string | null];
}

/**
 * Every round of a round robin by the FIDE Berger tables (FIDE Handbook C.05, Annex 1): players
 * numbered 1..n by seed (an odd field adds an empty seat as n), n - 1 rounds. In round r the last
 * number meets a = ((r - 1) * n/2 mod (n - 1)) + 1, taking the second seat in odd rounds and the
 * first in even ones, so its seats alternate; every other table pairs a + k (first seat) with a - k,
 * counted around 1..n-1, for k = 1 .. n/2 - 1. Each player meets every other once, and seats
 * balance to within one game.
 */
export function bergerSchedule(seeds: readonly string[]): ScheduledGame[] {
  const players: (string | null)[] = seeds.length % 2 === 0 ? [...seeds] : [...seeds, null];
  const n = players.length;
  if (n < 2) return [];
  const at = (number: number) => players[number - 1];
  const around = (x: number) => ((((x - 1) % (n - 1)) + (n - 1)) % (n - 1)) + 1;
  const games: ScheduledGame[] = [];
  for (let round = 1; round < n; round++) {
    const a = ((((round - 1) * n) / 2) % (n - 1)) + 1;
    games.push({ round, seats: round % 2 === 1 ? [at(a), at(n)] : [at(n), at(a)] });
    for (let k = 1; k < n / 2; k++) games.push({ round, seats: [at(around(a + k)), at(around(a - k))] });
  }
  return games;
}
