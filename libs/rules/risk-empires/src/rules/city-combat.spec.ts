import { riskEmpires } from '../ruleset';
import { act, ofType, refuse } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withGoods, withStockLeft, withTerritory } from '../testing/fixtures';
import type { RiskState } from '../state';

const NWT = 'northwest-territory';
const attack = (dice = 3) => ({ type: 'Attack' as const, from: T('alaska'), to: T(NWT), dice });

/** Seat 0 (Alaska, 6 armies) against seat 1's Northwest Territory with a city and `armies`. */
const cityUnderAttack = (armies: number): RiskState =>
  inStep(board(opening(3), { alaska: [0, 6], [NWT]: [1, armies, 1] }), 'attack', 0);

describe('S002 4. Combat & Cities', () => {
  it('S002 4: once an attack on a city is declared, the defender may choose before combat to convert it', () => {
    const { events, state } = act(cityUnderAttack(2), 0, attack());
    expect(events).toEqual([
      { type: 'AttackDeclared', seat: 0, from: T('alaska'), to: T(NWT), dice: 3, city: true, asking: true },
    ]);
    expect(riskEmpires.toAct(state)).toEqual([1]);
    expect(riskEmpires.legalActions(state, 1)).toEqual([
      { type: 'ConvertCity' },
      { type: 'KeepCity' },
      { type: 'Resign' },
    ]);
    expect(refuse(state, 0, attack()).code).toBe('CITY_CHOICE_PENDING');
    expect(refuse(state, 2, { type: 'ConvertCity' }).code).toBe('NO_CHOICE_PENDING');
  });

  it('S002 4: a converted city becomes 3 armies and is removed; combat follows at once without the city bonus', () => {
    const asked = act(cityUnderAttack(2), 0, attack()).state;
    const { events, state } = act(asked, 1, { type: 'ConvertCity' }, fixedDice([5, 5, 1, 4, 4]));
    expect(events[0]).toEqual({ type: 'CityConverted', seat: 1, territory: T(NWT), armies: 3, chosen: true });
    expect(ofType(events, 'BattleRolled')[0]).toMatchObject({ attackerLost: 0, defenderLost: 2 });
    expect([state.armies[T(NWT)], state.city[T(NWT)], state.cityCount[1]]).toEqual([3, 0, 0]);
  });

  it('S002 4: the owner of a converted city may recreate one there or elsewhere in its own build step', () => {
    const start = withTerritory(cityUnderAttack(2), 'greenland', 1, 3);
    const asked = act(start, 0, attack()).state;
    const converted = act(asked, 1, { type: 'ConvertCity' }, fixedDice([1, 1, 1, 6, 6])).state;
    expect(converted.cityCount[1]).toBe(0);
    let s = act(inStep(converted, 'attack', 2), 2, { type: 'EndTurn' }).state;
    while (s.phase === 'build' && s.seat === 0) s = act(s, 0, { type: 'EndBuilding' }).state;
    expect([s.phase, s.seat]).toEqual(['build', 1]);
    expect(act(s, 1, { type: 'BuildCity', territory: T(NWT) }).state.city[T(NWT)]).toBe(1);
    expect(act(s, 1, { type: 'BuildCity', territory: T('greenland') }).state.city[T('greenland')]).toBe(1);
  });

  it("S002 4: a kept city gives +1 to the defender's highest die", () => {
    const asked = act(cityUnderAttack(2), 0, attack()).state;
    const { events } = act(asked, 1, { type: 'KeepCity' }, fixedDice([5, 5, 1, 4, 4]));
    expect(events[0]).toEqual({ type: 'CityKept', seat: 1, territory: T(NWT) });
    expect(ofType(events, 'BattleRolled')[0]).toMatchObject({ attackerLost: 1, defenderLost: 1 });
  });

  it('S002 4: a city alone in a territory when attacked must be converted', () => {
    const { events } = act(cityUnderAttack(0), 0, attack(), fixedDice([6, 6, 6, 1, 1]));
    expect(events.map((e) => e.type)).toEqual(['AttackDeclared', 'CityConverted', 'BattleRolled']);
    expect(events[1]).toMatchObject({ armies: 3, chosen: false });
  });

  it('S002 4: when the defending armies are gone and the attack goes on, the city must be converted', () => {
    const asked = act(cityUnderAttack(1), 0, attack(1)).state;
    const first = act(asked, 1, { type: 'KeepCity' }, fixedDice([6, 1]));
    expect(first.state.owner[T(NWT)]).toBe(1);
    expect([first.state.armies[T(NWT)], first.state.city[T(NWT)]]).toEqual([0, 1]);
    const { events } = act(first.state, 0, attack(3), fixedDice([6, 6, 6, 1, 1]));
    expect(events.map((e) => e.type)).toEqual(['CityConverted', 'BattleRolled']);
  });

  it('S002 4: a city converts into only what the stock holds', () => {
    const s = withStockLeft(cityUnderAttack(0), 1, 'ontario', 1);
    const { events } = act(s, 0, attack(1), fixedDice([6, 1]));
    expect(events[1]).toMatchObject({ type: 'CityConverted', armies: 1 });
  });

  it('S002 4: a city that finds no army in the stock leaves the territory empty, and it falls', () => {
    const s = withStockLeft(cityUnderAttack(0), 1, 'ontario', 0);
    const { events } = act(s, 0, attack(2), fixedDice([]));
    expect(events.map((e) => e.type)).toEqual(['AttackDeclared', 'CityConverted', 'TerritoryConquered']);
  });

  it('S002 4 Combat & Goods Cards: conquering a territory that held a city takes one goods card at random from the defender', () => {
    const s = withGoods(cityUnderAttack(0), 1, [3, 20, 40]);
    const { events, state } = act(s, 0, attack(3), fixedDice([6, 6, 6, 1, 1]));
    const next = act(state, 0, attack(3), fixedDice([6, 6, 6, 1, 2]));
    expect(events.map((e) => e.type)).toContain('BattleRolled');
    const taken = ofType(next.events, 'GoodsCardTaken');
    expect(taken).toEqual([{ type: 'GoodsCardTaken', from: 1, to: 0, card: 40 }]);
    expect(next.state.goods[0]).toEqual([40]);
    expect(next.state.goods[1]).toEqual([3, 20]);
  });

  it('S002 4 Combat & Goods Cards: no goods card is taken where no city stood', () => {
    const s = withGoods(inStep(board(opening(3), { alaska: [0, 6], [NWT]: [1, 1] }), 'attack', 0), 1, [3, 20]);
    const { events } = act(s, 0, attack(3), fixedDice([6, 6, 6, 1]));
    expect(ofType(events, 'TerritoryConquered')).toHaveLength(1);
    expect(ofType(events, 'GoodsCardTaken')).toHaveLength(0);
  });
});
