import { warlords } from '@empires/rules-warlords';
import { passivePolicy, winsAgainstRandom } from '../arena/against-random';
import { fallback, heuristicPolicy } from './heuristic';

const GAMES = 10;
/** The heuristic must win at least this many of the games outright. */
const BAR = 9;
const games = { ruleset: warlords, games: GAMES, seed: 500, options: { roundLimit: 20 } };

describe('warlords heuristic strength', () => {
  it(`beats random play in at least ${BAR} of ${GAMES} two-player games of 20 rounds`, () => {
    expect(winsAgainstRandom(heuristicPolicy, games)).toBeGreaterThanOrEqual(BAR);
  });

  it('the bar can fail: a seat that only ends its steps does not reach it', () => {
    expect(winsAgainstRandom(passivePolicy(fallback), games)).toBeLessThan(BAR);
  });
});
