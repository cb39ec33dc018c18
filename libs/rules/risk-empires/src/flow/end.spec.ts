import { CLUBS, HEARTS } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { riskEmpires } from '../ruleset';
import { act, fold, ofType } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withEmpire, withGoods, withTerritory } from '../testing/fixtures';
import { NEUTRAL, type RiskState } from '../state';
import { ranking } from './end';

describe('S002 Game End and Objective', () => {
  it('S002 Game End: one player conquering every territory ends the game and wins it', () => {
    const s = inStep(
      board(opening(3), { alaska: [0, 5], 'northwest-territory': [1, 1] }, () => 0),
      'attack',
      0,
    );
    const { events, state } = act(
      s,
      0,
      { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 },
      fixedDice([6, 6, 6, 1]),
    );
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', reason: 'conquest' });
    expect(riskEmpires.outcome(state)?.ranks[0]).toBe(1);
    expect(state.territoryCount[0]).toBe(TERRITORIES);
  });

  it('option roundLimit: after that round the highest Empire Card value wins', () => {
    let s = board(opening(3, { roundLimit: 1 }), {});
    s = withEmpire(withEmpire(s, 2, HEARTS, 10), 1, CLUBS, 4);
    s = inStep(withGoods(s, 2, [0, 1, 2, 3, 4, 5, 6]), 'purchase', 2);
    const { events, state } = act(s, 2, { type: 'FinishPurchasing', discard: [0, 1] });
    expect(events.at(-1)).toEqual({ type: 'GameEnded', reason: 'roundLimit', ranks: [3, 2, 1], scores: [0, 4, 10] });
    expect(riskEmpires.outcome(state)).toEqual({
      ranks: [3, 2, 1],
      scores: [0, 4, 10],
      reason: expect.stringContaining('round limit'),
    });
  });

  it('ties on Empire Card value go to more cities, then more territories, then more armies; still tied, ranks are shared', () => {
    // Seat 1 has a city; seat 0 has 11 territories; seats 2 and 3 have 10 each, all with one army.
    const s = board(opening(4), { alaska: [1, 1, 1] }, (t) => (t < 12 ? 0 : t < 22 ? 1 : t < 32 ? 2 : 3));
    expect(ranking(s, -1)).toEqual([2, 1, 3, 3]);
    expect(ranking(withTerritory(s, 'indonesia', 3, 2), -1)).toEqual([2, 1, 4, 3]);
  });

  it('eliminated seats rank below those still playing, the later eliminated higher; resigned seats last', () => {
    const s: RiskState = { ...board(opening(4), {}, (t) => t % 2), status: [0, 0, 1, 2], eliminations: [0, 0, 1, 0] };
    const withEmpireValue = withEmpire(s, 2, CLUBS, 13);
    expect(ranking(withEmpireValue, -1)).toEqual([1, 1, 3, 4]);
    const twoOut: RiskState = { ...s, status: [0, 1, 1, 2], eliminations: [0, 2, 1, 0] };
    expect(ranking(twoOut, -1)).toEqual([1, 2, 3, 4]);
  });
});

describe('Resign (any seat, any time)', () => {
  it("the seat's territories become neutral, each city as 3 neutral armies; its goods go back to the piles", () => {
    let s = inStep(board(opening(3), { greenland: [2, 2, 1] }), 'place', 0, { toPlace: [3, 3, 3] });
    s = withGoods(s, 2, [0, 46]);
    const { events, state } = act(s, 2, { type: 'Resign' });
    expect(events[0]).toEqual({ type: 'SeatResigned', seat: 2 });
    expect(state.owner.filter((o) => o === 2)).toEqual([]);
    expect([state.owner[T('greenland')], state.armies[T('greenland')], state.city[T('greenland')]]).toEqual([
      NEUTRAL,
      5,
      0,
    ]);
    expect(state.goods[2]).toEqual([]);
    expect(riskEmpires.invariants(state)).toEqual([]);
    expect(riskEmpires.legalActions(state, 2)).toEqual([]);
  });

  it('the seat acting resigns: the next seat goes on', () => {
    const s = inStep(board(opening(3), {}), 'place', 0, { toPlace: [3, 3, 3] });
    const { state } = act(s, 0, { type: 'Resign' });
    expect([state.phase, state.seat]).toEqual(['place', 1]);
  });

  it('a defender asked about its city resigns: the attack goes on against the neutral', () => {
    const s = inStep(board(opening(3), { alaska: [0, 6], 'northwest-territory': [1, 2, 1] }), 'attack', 0);
    const asked = act(s, 0, { type: 'Attack', from: T('alaska'), to: T('northwest-territory'), dice: 3 }).state;
    const { events, state } = act(asked, 1, { type: 'Resign' }, fixedDice([6, 6, 6, 1, 1]));
    expect(events.map((e) => e.type)).toEqual(['SeatResigned', 'BattleRolled']);
    expect(riskEmpires.toAct(state)).toEqual([0]);
  });

  it('when one seat is left it wins, and the game ends', () => {
    const s = fold(
      [],
      inStep(
        board(opening(2), {}, (t) => (t % 3 === 2 ? NEUTRAL : t % 3)),
        'attack',
        0,
      ),
    );
    const { events, state } = act(s, 1, { type: 'Resign' });
    expect(ofType(events, 'GameEnded')).toEqual([
      { type: 'GameEnded', reason: 'lastSeat', ranks: [1, 2], scores: [0, 0] },
    ]);
    expect(riskEmpires.decide(state, { type: 'EndTurn' }, 0, fixedDice([]))).toMatchObject({ code: 'GAME_FINISHED' });
  });
});
