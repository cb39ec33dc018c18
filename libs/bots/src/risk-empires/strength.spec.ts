import { riskEmpires as R } from '@empires/rules-risk-empires';
import { passivePolicy, winsAgainstRandom } from '../arena/against-random';
import { fallback, heuristicPolicy } from './heuristic';

const GAMES = 20;
/** The heuristic must win at least this many of the games outright. */
const BAR = 17;
const games = { ruleset: R, games: GAMES, seed: 500, options: { roundLimit: 8 } };

describe('risk-empires heuristic strength', () => {
  it(`beats random play in at least ${BAR} of ${GAMES} two-player games of 8 rounds`, () => {
    expect(winsAgainstRandom(heuristicPolicy, games)).toBeGreaterThanOrEqual(BAR);
  });

  it('the bar can fail: a seat that only ends its steps does not reach it', () => {
    expect(winsAgainstRandom(passivePolicy(fallback), games)).toBeLessThan(BAR);
  });
});
