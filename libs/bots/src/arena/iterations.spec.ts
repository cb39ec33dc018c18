import { warlords } from '@empires/rules-warlords';
import { policyFor } from '../catalog';
import { botsFor } from '../shipped';
import { mergeTallies, runSeries, type Shard } from './series';

/** A series of the guided search on an iteration budget against the heuristic, on a given clock. */
const series = (spec: string, now: () => number, shard?: Shard, games = 2) =>
  runSeries({
    ruleset: warlords,
    specs: [spec, 'heuristic'],
    policyOf: (s) => policyFor(s, botsFor('warlords')),
    games,
    players: 2,
    seed: 11,
    options: { roundLimit: 4 },
    now,
    shard,
  });

/** What a series decided, leaving out the time it took. */
const decided = (r: ReturnType<typeof series>) => ({
  games: r.games,
  tallies: r.tallies.map(({ thinking: _thinking, ...rest }) => rest),
});

/** A clock that jumps `step` ms a reading: any time budget would run out at different points. */
const jumping = (step: number) => {
  let t = 0;
  return () => (t += step);
};

describe('search budgets in iterations', () => {
  it('an arena series replays game for game from its seeds whatever the clock says', () => {
    const first = decided(series('mcts?iterations=8', jumping(1)));
    const second = decided(series('mcts?iterations=8', jumping(997)));
    expect(second).toEqual(first);
    expect(first.tallies[0].decisions).toBeGreaterThan(0);
  });
});

describe('a series shared between workers', () => {
  it('plays each game in one share, and the shares add up to the series played alone', () => {
    const alone = decided(series('mcts?iterations=4', jumping(1), undefined, 3));
    const shares = [0, 1].map((index) => decided(series('mcts?iterations=4', jumping(5), { index, count: 2 }, 3)));
    expect(shares.map((s) => s.games.map((g) => g.index))).toEqual([[0, 2], [1]]);
    expect(shares.flatMap((s) => s.games).sort((a, b) => a.index - b.index)).toEqual(alone.games);
    const merged = mergeTallies(
      ['mcts?iterations=4', 'heuristic'],
      shares.map((s) => s.tallies.map((t) => ({ ...t, thinking: 0 }))),
    );
    expect(merged.map(({ thinking: _thinking, ...rest }) => rest)).toEqual(alone.tallies);
  });
});
