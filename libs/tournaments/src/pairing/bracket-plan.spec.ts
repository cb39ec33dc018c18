import fc from 'fast-check';
import { doubleElimination, seedPositions, singleElimination, type BracketMatch } from './bracket-plan';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const round = (plan: readonly BracketMatch[], r: number) => plan.filter((m) => m.round === r);

/** Plays a bracket to its end, each match's winner chosen by `pick`; every match must get exactly two players. */
function playThrough(plan: readonly BracketMatch[], pick: (a: string, b: string) => string) {
  const key = (r: number, m: number) => `${r}:${m}`;
  const arrived = new Map(plan.map((m) => [key(m.round, m.match), [m.player1, m.player2].filter((p) => p !== null)]));
  const losses = new Map<string, number>();
  let champion: string | undefined;
  const played = new Set<string>();
  for (let progress = true; progress; ) {
    progress = false;
    for (const m of plan) {
      const players = arrived.get(key(m.round, m.match))!;
      if (played.has(key(m.round, m.match)) || players.length < 2) continue;
      expect(players).toHaveLength(2);
      played.add(key(m.round, m.match));
      progress = true;
      const winner = pick(players[0]!, players[1]!);
      const loser = players.find((p) => p !== winner)!;
      losses.set(loser, (losses.get(loser) ?? 0) + 1);
      if (m.win) arrived.get(key(m.win.round, m.win.match))!.push(winner);
      else champion = winner;
      if (m.loss) arrived.get(key(m.loss.round, m.loss.match))!.push(loser);
    }
  }
  return { played: played.size, losses, champion };
}

describe('elimination brackets by seeding', () => {
  it('places eight seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6, so the best two can meet only in the final', () => {
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(round(singleElimination(seeds(8)), 1).map((m) => [m.player1, m.player2])).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
  });

  it('sends the best seeds of a field that is not a power of two straight to the second round', () => {
    const plan = singleElimination(seeds(6));
    expect(round(plan, 1).map((m) => [m.player1, m.player2])).toEqual([
      ['s4', 's5'],
      ['s3', 's6'],
    ]);
    expect(round(plan, 2).map((m) => m.player1)).toEqual(['s1', 's2']);
    expect(round(plan, 1).map((m) => m.win)).toEqual([
      { round: 2, match: 1 },
      { round: 2, match: 2 },
    ]);
  });

  it('plays single elimination of any field in n - 1 matches to one champion, every match with two players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), fc.integer(), (n, coin) => {
        const plan = singleElimination(seeds(n));
        const { played, losses, champion } = playThrough(plan, (a, b) => ((a.length + b.length + coin) % 2 ? a : b));
        expect(played).toBe(n - 1);
        expect(plan.filter((m) => !m.win)).toHaveLength(1);
        expect(losses.size).toBe(n - 1);
        expect(losses.has(champion!)).toBe(false);
      }),
    );
  });

  it('plays double elimination of any field to one champion: everyone else out on a second loss, one grand final', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 100 }),
        fc.array(fc.boolean(), { minLength: 400, maxLength: 400 }),
        (n, coins) => {
          const plan = doubleElimination(seeds(n));
          let toss = 0;
          const { played, losses, champion } = playThrough(plan, (a, b) => (coins[toss++ % coins.length] ? a : b));
          expect(played).toBe(2 * n - 2);
          expect(losses.get(champion!) ?? 0).toBeLessThanOrEqual(1);
          const others = [...losses].filter(([id]) => id !== champion);
          expect(others).toHaveLength(n - 1);
          // The grand final's loser may have lost only there; everyone else lost twice.
          expect(others.filter(([, l]) => l === 1).length).toBeLessThanOrEqual(1);
          expect(others.every(([, l]) => l === 1 || l === 2)).toBe(true);
        },
      ),
    );
  });

  it('numbers the winners bracket first, then the grand final, then the losers bracket', () => {
    const plan = doubleElimination(seeds(8));
    const grandFinal = plan.find((m) => !m.win)!;
    expect(grandFinal).toMatchObject({ round: 4, match: 1 });
    expect(plan.filter((m) => m.round < 4).every((m) => m.loss !== undefined)).toBe(true);
    expect(plan.filter((m) => m.round > 4).every((m) => m.loss === undefined)).toBe(true);
  });

  it("drops each winners' round into the losers' bracket in an order that turns with the round", () => {
    const plan = doubleElimination(seeds(16));
    const dropsFrom = (r: number) => round(plan, r).map((m) => m.loss!.match);
    expect(dropsFrom(1)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(dropsFrom(2)).toEqual([4, 3, 2, 1]);
    expect(dropsFrom(3)).toEqual([1, 2]);
  });
});
