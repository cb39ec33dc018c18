import { Dice, openWith, ORGANIZER, playOut, randomRanks, run, started } from '../testing/tournament-fixtures';
import { meetings } from '../standings/records';
import { groupPods } from './pods';

/** Every way to split twelve into three tables of four. */
function splits(ids: readonly string[]): string[][][] {
  if (ids.length === 0) return [[]];
  const [first, ...rest] = ids;
  const out: string[][][] = [];
  for (let a = 0; a < rest.length; a++)
    for (let b = a + 1; b < rest.length; b++)
      for (let c = b + 1; c < rest.length; c++) {
        const table = [first, rest[a], rest[b], rest[c]];
        for (const more of splits(rest.filter((_, i) => i !== a && i !== b && i !== c))) out.push([table, ...more]);
      }
  return out;
}

describe('pods', () => {
  it('groups entrants of equal points together when nobody has met', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id, i) => ({ id, points: i < 4 ? 3 : 0 }));
    const tables = groupPods(
      ranked,
      [4, 4],
      () => 0,
      () => 0,
    );
    expect(tables.map((t) => [...t].sort())).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g', 'h'],
    ]);
  });

  it('moves entrants between tables rather than seat two who have met', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, points: 0 }));
    const met = (x: string, y: string) =>
      new Set([x, y]).size === 2 && ['a', 'b'].includes(x) && ['a', 'b'].includes(y) ? 1 : 0;
    const tables = groupPods(ranked, [3, 3], met, () => 0.5);
    expect(tables.some((t) => t.includes('a') && t.includes('b'))).toBe(false);
  });

  // Twelve at three tables of four cannot avoid every repeat after round 1 (four seats, three
  // earlier tables: two at each table met before), so the bar is the fewest repeats possible,
  // found by trying all 5,775 ways to split twelve into three fours.
  it.each([1, 2, 3, 4, 5, 6])(
    'runs twelve entrants at tables of four for three rounds with as few repeat opponents as can be (seed %i)',
    (seed) => {
      const { state } = playOut(started(openWith('pods', 12, { seed })), randomRanks(Dice.fromSeed(seed)));
      expect(state.status).toBe('finished');
      expect(state.played.map((r) => r.pairings.map((p) => p.seats.length))).toEqual([
        [4, 4, 4],
        [4, 4, 4],
        [4, 4, 4],
      ]);
      for (const round of [2, 3]) {
        const before = { ...state, played: state.played.slice(0, round - 1) };
        const met = meetings(before);
        const repeats = (tables: readonly (readonly string[])[]) =>
          tables.reduce(
            (sum, t) => sum + t.reduce((s, a, i) => s + t.slice(i + 1).reduce((x, b) => x + met(a, b), 0), 0),
            0,
          );
        const fewest = Math.min(...splits(state.entrants.map((e) => e.entrantId)).map(repeats));
        expect(repeats(state.played[round - 1].pairings.map((p) => p.seats))).toBe(fewest);
      }
    },
  );

  it('seats thirteen at one table of four and three of three, then puts the four winners together', () => {
    const s = started(openWith('pods', 13, { advance: 'manual' }));
    expect(s.played[0].pairings.map((p) => p.seats.length)).toEqual([4, 3, 3, 3]);
    const afterOne = playOut(s, randomRanks(Dice.fromSeed(3))).state;
    const winners = afterOne.played[0].pairings.map((p) => p.seats[p.result!.ranks.indexOf(1)]);
    const second = run([{ type: 'Advance', by: ORGANIZER }], afterOne).state.played[1];
    expect([...second.pairings[0].seats].sort()).toEqual([...winners].sort());
  });
});
