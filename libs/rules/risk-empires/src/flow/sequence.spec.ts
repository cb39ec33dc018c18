import { act, fold, ofType } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withGoods } from '../testing/fixtures';
import { randomGame } from '../testing/random-game';
import { riskEmpires as R } from '../ruleset';
import { NEUTRAL } from '../state';

const STEP_ORDER = ['place', 'attack', 'build', 'trade', 'disasters', 'purchase'];

describe('S002 Sequence of Play', () => {
  it('each step is resolved by every player, in round order, before the next step begins', () => {
    const game = randomGame(4, 31, { roundLimit: 4 });
    let round = 0;
    let last = -1;
    let order: readonly number[] = [];
    let lastSeat = -1;
    for (const e of game.steps.flatMap((s) => s.events)) {
      if (e.type === 'RoundOrdered') [round, last, order, lastSeat] = [e.round, -1, e.order, -1];
      const step = e.type === 'StepBegan' ? e.step : e.type === 'TradingOpened' ? 'trade' : null;
      if (!step || round === 0) continue;
      const at = STEP_ORDER.indexOf(step);
      expect(at).toBeGreaterThanOrEqual(last);
      if (at > last) lastSeat = -1;
      if (e.type === 'StepBegan') {
        expect(order.indexOf(e.seat)).toBeGreaterThan(order.indexOf(lastSeat));
        lastSeat = e.seat;
      }
      last = at;
    }
    expect(round).toBe(4);
  });

  it('S002 3 then 4: when the last player has placed, the first player of the round attacks', () => {
    const s = inStep(board(opening(3), {}), 'place', 2, { toPlace: [0, 0, 3] });
    const { events } = act(s, 2, { type: 'EndPlacement' });
    expect(ofType(events, 'StepBegan')[0]).toEqual({ type: 'StepBegan', step: 'attack', seat: 0 });
  });

  it('S002 7: after trading, Disasters received stop the step for the Riots order of a player with several cities', () => {
    let s = board(opening(3), { alaska: [1, 1, 1], greenland: [1, 1, 1] });
    s = withGoods(
      withGoods(withGoods({ ...s, round: 1, order: [0, 1, 2] }, 0, [0, 1, 2]), 1, [8, 9, 10]),
      1,
      [56],
      true,
    );
    s = fold([{ type: 'TradingOpened', traders: [0, 1] }], s);
    s = act(act(s, 0, { type: 'FinishTrading' }).state, 1, { type: 'FinishTrading' }).state;
    expect(R.toAct(s)).toEqual([1]);
    expect(s.phase).toBe('disasters');
  });
});

describe('classic RISK, 2 players: the neutral', () => {
  it('gets no new armies and never acts', () => {
    const game = randomGame(2, 4, { roundLimit: 3 });
    for (const e of game.steps.flatMap((s) => s.events)) {
      if (e.type === 'ArmiesGranted') expect(e.armies).toHaveLength(2);
      if (e.type === 'RoundOrdered') expect(e.order.every((seat) => seat >= 0)).toBe(true);
    }
    for (const step of game.steps) expect(R.toAct(step.before).every((seat) => seat >= 0)).toBe(true);
  });

  it('defends with dice rolled for it, and never converts a city (it holds none)', () => {
    const s = inStep(board(opening(2), { alaska: [0, 4], 'northwest-territory': [NEUTRAL, 2] }), 'attack', 0);
    const { events } = act(
      s,
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 },
      fixedDice([1, 1, 1, 6, 6]),
    );
    expect(ofType(events, 'BattleRolled')[0]).toMatchObject({ defend: [6, 6], attackerLost: 2 });
  });
});
