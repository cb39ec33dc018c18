import { warlords } from '@empires/rules-warlords';
import { policyFor } from '../catalog';
import { botsFor } from '../shipped';
import { runSeries } from './series';

/** A series of the guided search on an iteration budget against the heuristic, on a given clock. */
const series = (spec: string, now: () => number) =>
  runSeries({
    ruleset: warlords,
    specs: [spec, 'heuristic'],
    policyOf: (s) => policyFor(s, botsFor('warlords')),
    games: 2,
    players: 2,
    seed: 11,
    options: { roundLimit: 4 },
    now,
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
