import { Dice, isViolation, play, start, type Table } from '@empires/rules-kernel';
import { riskEmpires as R, type RiskCommand, type RiskState } from '@empires/rules-risk-empires';
import { policyFor } from '../catalog';
import { evaluate, evaluateWith, shares, WEIGHTS } from './evaluate';
import { heuristicPolicy } from './heuristic';
import { riskEmpiresBots } from './index';

/** A 2-player game played by the heuristic up to its first Place step of round 3. */
function midGame(seed: number): RiskState {
  const started = start<RiskState, never>(R, { seats: 2, options: {} }, seed);
  if (isViolation(started)) throw new Error(started.message);
  let table: Table<RiskState> = started.table;
  while (!(table.state.round === 3 && table.state.phase === 'place')) {
    const seat = R.toAct(table.state)[0];
    const next = play<RiskState, never>(
      R,
      table,
      heuristicPolicy.choose({ ruleset: R, state: table.state, seat, dice: Dice.fromSeed(1), now: () => 0 }),
      seat,
    );
    if (isViolation(next)) throw new Error(next.message);
    table = next.table;
  }
  return table.state;
}

describe('risk-empires evaluate', () => {
  const s = midGame(8);

  it('gives each seat a share of the win: in [0, 1], adding up to 1', () => {
    const out = evaluate(R, s);
    expect(out).toHaveLength(2);
    out.forEach((x) => expect(x).toBeGreaterThanOrEqual(0));
    expect(out[0] + out[1]).toBeCloseTo(1, 9);
  });

  it('a seat with more armies, territories and cities has the larger share', () => {
    const rich = {
      ...s,
      onBoard: [s.onBoard[0] + 30, s.onBoard[1]],
      territoryCount: [s.territoryCount[0] + 5, s.territoryCount[1]],
      cityCount: [s.cityCount[0] + 2, s.cityCount[1]],
    };
    expect(shares(rich)[0]).toBeGreaterThan(shares(s)[0]);
  });

  it('a seat out of the game has no share', () => {
    expect(shares({ ...s, status: [0, 1] })).toEqual([1, 0]);
  });

  it('plays the position on to the end of the step under way before scoring it, the same way every time', () => {
    const staticOnly = evaluateWith({ horizon: null, weights: WEIGHTS, dice: 'fixed' });
    expect(evaluate(R, s)).toEqual(evaluate(R, s));
    expect(evaluate(R, s)).not.toEqual(staticOnly(R, s));
  });

  it('scores a seat view with hidden cards as it stands: the rules cannot play on unknown cards', () => {
    const view = R.view(s, 0);
    const staticOnly = evaluateWith({ horizon: null, weights: WEIGHTS, dice: 'fixed' });
    expect(evaluate(R, view)).toEqual(staticOnly(R, view));
  });

  it('lets MCTS pick a legal command in risk-empires', () => {
    let t = 0;
    const mcts = policyFor('mcts?ms=8', riskEmpiresBots);
    const seat = R.toAct(s)[0];
    const command = mcts?.choose({
      ruleset: R,
      state: R.view(s, seat),
      seat,
      dice: Dice.fromSeed(3),
      now: () => t++,
    }) as RiskCommand;
    expect(isViolation(R.decide(s, command, seat, Dice.fromSeed(1)))).toBe(false);
  });
});
