import { riskEmpires as R } from '@empires/rules-risk-empires';
import { runSeries } from '../arena/series';
import type { Policy } from '../policy';
import { randomPolicy } from '../random-policy';
import { fallback, heuristicPolicy } from './heuristic';

/** Ends every part of every step at once: what the bar must tell apart from a real player. */
const passive: Policy = {
  spec: 'passive',
  choose: (d) =>
    d.ruleset.toAct(d.state).includes(d.seat) ? fallback(d.ruleset.legalActions(d.state, d.seat)) : undefined,
};

const GAMES = 20;
/** The heuristic must win at least this many of the games outright. */
const BAR = 17;

function winsAgainstRandom(player: Policy): number {
  const policyOf = (spec: string) => (spec === player.spec ? player : randomPolicy);
  const { tallies } = runSeries({
    ruleset: R,
    specs: [player.spec, randomPolicy.spec],
    policyOf,
    games: GAMES,
    players: 2,
    seed: 500,
    options: { roundLimit: 8 },
    now: () => 0,
  });
  return tallies[0].wins;
}

describe('risk-empires heuristic strength', () => {
  it(`beats random play in at least ${BAR} of ${GAMES} two-player games of 8 rounds`, () => {
    expect(winsAgainstRandom(heuristicPolicy)).toBeGreaterThanOrEqual(BAR);
  });

  it('the bar can fail: a seat that only ends its steps does not reach it', () => {
    expect(winsAgainstRandom(passive)).toBeLessThan(BAR);
  });
});
