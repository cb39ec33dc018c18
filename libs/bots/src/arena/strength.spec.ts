import { riskEmpires } from '@empires/rules-risk-empires';
import { warlords } from '@empires/rules-warlords';
import * as riskEmpiresBot from '../risk-empires/heuristic';
import * as warlordsBot from '../warlords/heuristic';
import { passivePolicy, winsAgainstRandom } from './against-random';

// Per ruleset, the heuristic must win at least `bar` of the games outright; a seat that only
// ends its steps (`passive`) shows that the bar can fail.
describe.each([
  {
    ruleset: riskEmpires,
    heuristic: riskEmpiresBot.heuristicPolicy,
    passive: passivePolicy(riskEmpiresBot.fallback),
    games: 20,
    bar: 17,
    rounds: 8,
  },
  {
    ruleset: warlords,
    heuristic: warlordsBot.heuristicPolicy,
    passive: passivePolicy(warlordsBot.fallback),
    games: 10,
    bar: 9,
    rounds: 20,
  },
])('$ruleset.id heuristic strength', ({ ruleset, heuristic, passive, games, bar, rounds }) => {
  const setup = { ruleset, games, seed: 500, options: { roundLimit: rounds } };

  it(`beats random play in at least ${bar} of ${games} two-player games of ${rounds} rounds`, () => {
    expect(winsAgainstRandom(heuristic, setup)).toBeGreaterThanOrEqual(bar);
  });

  it('the bar can fail: a seat that only ends its steps does not reach it', () => {
    expect(winsAgainstRandom(passive, setup)).toBeLessThan(bar);
  });
});
