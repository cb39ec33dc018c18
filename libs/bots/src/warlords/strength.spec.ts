import { warlords } from '@empires/rules-warlords';
import { runSeries } from '../arena/series';
import type { Policy } from '../policy';
import { randomPolicy } from '../random-policy';
import { fallback, heuristicPolicy } from './heuristic';

/** Ends every step at once: what the bar must tell apart from a real player. */
const passive: Policy = {
  spec: 'passive',
  choose: (d) =>
    d.ruleset.toAct(d.state).includes(d.seat) ? fallback(d.ruleset.legalActions(d.state, d.seat)) : undefined,
};

const GAMES = 10;
/** The heuristic must win at least this many of the games outright. */
const BAR = 9;

function winsAgainstRandom(player: Policy): number {
  const policyOf = (spec: string) => (spec === player.spec ? player : randomPolicy);
  const { tallies } = runSeries({
    ruleset: warlords,
    specs: [player.spec, randomPolicy.spec],
    policyOf,
    games: GAMES,
    players: 2,
    seed: 500,
    options: { roundLimit: 20 },
    now: () => 0,
  });
  return tallies[0].wins;
}

describe('warlords heuristic strength', () => {
  it(`beats random play in at least ${BAR} of ${GAMES} two-player games of 20 rounds`, () => {
    expect(winsAgainstRandom(heuristicPolicy)).toBeGreaterThanOrEqual(BAR);
  });

  it('the bar can fail: a seat that only ends its steps does not reach it', () => {
    expect(winsAgainstRandom(passive)).toBeLessThan(BAR);
  });
});
