import { bergerSchedule } from './berger';

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
const table = (n: number) =>
  Object.values(
    bergerSchedule(ids(n)).reduce<Record<number, string[]>>((rounds, g) => {
      (rounds[g.round] ??= []).push(`${g.seats[0] ?? '-'}-${g.seats[1] ?? '-'}`);
      return rounds;
    }, {}),
  );

describe('round robin by Berger tables', () => {
  it('pairs six players by the FIDE Berger table', () => {
    expect(table(6)).toEqual([
      ['1-6', '2-5', '3-4'],
      ['6-4', '5-3', '1-2'],
      ['2-6', '3-1', '4-5'],
      ['6-5', '1-4', '2-3'],
      ['3-6', '4-2', '5-1'],
    ]);
  });

  it('gives the player of an odd field facing the empty seat its bye', () => {
    expect(table(5)[0]).toEqual(['1--', '2-5', '3-4']);
  });

  it.each([2, 3, 4, 5, 8, 11, 16, 21])('with %i players, everyone meets everyone else exactly once', (n) => {
    const games = bergerSchedule(ids(n));
    const rounds = n % 2 === 0 ? n - 1 : n;
    expect(Math.max(...games.map((g) => g.round))).toBe(rounds);
    const pairs = games.filter((g) => g.seats.every((s) => s !== null)).map((g) => [...g.seats].sort().join('|'));
    expect(pairs).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (let r = 1; r <= rounds; r++) {
      const seated = games.filter((g) => g.round === r).flatMap((g) => g.seats.filter((s) => s !== null));
      expect(new Set(seated).size).toBe(seated.length);
    }
  });

  it.each([4, 6, 10, 16])('with %i players, everyone sits first in half its games, to within one', (n) => {
    const games = bergerSchedule(ids(n));
    for (const id of ids(n)) {
      const first = games.filter((g) => g.seats[0] === id).length;
      expect(Math.abs(first - (n - 1 - first))).toBe(1);
    }
  });
});
