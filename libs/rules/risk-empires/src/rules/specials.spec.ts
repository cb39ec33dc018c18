import { CLUBS, DIAMONDS } from '../data/empire';
import { act, ofType, refuse } from '../testing/decisions';
import { board, fixedDice, inStep, opening, T, withCards, withEmpire, withGoods } from '../testing/fixtures';
import type { RiskState } from '../state';

const NWT = 'northwest-territory';
/** Seat 0 holds Alaska (6) and Alberta (3); seat 1 the Northwest Territory (2); Brazil is seat 2's (1). */
const turn = (listed: Record<string, [number, number, number?]> = {}): RiskState =>
  inStep(board(opening(3), { alaska: [0, 6], alberta: [0, 3], [NWT]: [1, 2], brazil: [2, 1], ...listed }), 'attack', 0);

describe('Table 4, 9 of clubs: Air Drop', () => {
  const drop = { type: 'AirDrop' as const, from: T('alaska'), to: T('brazil') };

  it('needs the 9 of clubs', () => {
    expect(refuse(turn(), 0, drop).code).toBe('BONUS_CARD_NOT_HELD');
  });

  it('drops 3 armies from any owned territory onto any other, which attack until it is conquered', () => {
    const { events, state } = act(withEmpire(turn(), 0, CLUBS, 9), 0, drop, fixedDice([6, 6, 6, 1]));
    expect(events.map((e) => e.type)).toEqual([
      'AirDropped',
      'BattleRolled',
      'TerritoryConquered',
      'TerritoryOccupied',
    ]);
    expect([state.armies[T('alaska')], state.owner[T('brazil')], state.armies[T('brazil')]]).toEqual([3, 0, 3]);
  });

  it('the dropped armies attack until destroyed', () => {
    const s = withEmpire(turn({ brazil: [2, 10] }), 0, CLUBS, 9);
    const { events, state } = act(s, 0, drop, fixedDice([1, 1, 1, 6, 6, 1, 6, 6]));
    expect(ofType(events, 'BattleRolled').map((e) => e.attackerLost)).toEqual([2, 1]);
    expect(state.owner[T('brazil')]).toBe(2);
    expect(state.onBoard[0]).toBe(state.armies.reduce((n, a, t) => (state.owner[t] === 0 ? n + a : n), 0));
  });

  it('once per turn', () => {
    const s = act(
      withEmpire(turn({ brazil: [2, 1], argentina: [2, 1] }), 0, CLUBS, 9),
      0,
      drop,
      fixedDice([6, 6, 6, 1]),
    ).state;
    expect(refuse(s, 0, { type: 'AirDrop', from: T('alaska'), to: T('argentina') }).code).toBe(
      'ALREADY_USED_THIS_TURN',
    );
  });

  it('leaves at least one army behind', () => {
    expect(refuse(withEmpire(turn({ alaska: [0, 3] }), 0, CLUBS, 9), 0, drop).code).toBe('NOT_ENOUGH_ARMIES');
  });
});

describe('Table 4, Queen of clubs: Nuke', () => {
  const nuke = { type: 'Nuke' as const, territory: T(NWT) };

  it('needs the Queen of clubs', () => {
    expect(refuse(turn(), 0, nuke).code).toBe('BONUS_CARD_NOT_HELD');
  });

  it('kills all but one army in a territory (a city counts as 3 and falls too)', () => {
    const { events, state } = act(withEmpire(turn({ [NWT]: [1, 8, 1] }), 0, CLUBS, 12), 0, nuke);
    expect(events).toEqual([
      { type: 'Nuked', seat: 0, territory: T(NWT) },
      { type: 'ArmiesLost', territory: T(NWT), armies: 1, city: 0 },
    ]);
    expect([state.armies[T(NWT)], state.city[T(NWT)], state.cityCount[1]]).toEqual([1, 0, 0]);
  });

  it("no one can attack the nuked territory until the nuking player's next turn, when it lifts", () => {
    const s = act(withEmpire(turn({ [NWT]: [1, 8] }), 0, CLUBS, 12), 0, nuke).state;
    expect(refuse(s, 0, { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 1 }).code).toBe('PROTECTED_BY_NUKE');
    expect(inStep(s, 'attack', 2).nukes).toHaveLength(1);
    expect(inStep(s, 'attack', 0).nukes).toHaveLength(0);
  });

  it('once per turn', () => {
    const s = act(withEmpire(turn({ [NWT]: [1, 8], kamchatka: [1, 5] }), 0, CLUBS, 12), 0, nuke).state;
    expect(refuse(s, 0, { type: 'Nuke', territory: T('kamchatka') }).code).toBe('ALREADY_USED_THIS_TURN');
  });
});

describe('S002 4: the free move', () => {
  it('after all attacks, one free move to an adjacent own territory, leaving one behind; the turn then ends', () => {
    const { events, state } = act(turn(), 0, { type: 'Move', from: T('alaska'), to: T('alberta'), armies: 5 });
    expect(events[0]).toEqual({ type: 'ArmiesMoved', seat: 0, from: T('alaska'), to: T('alberta'), armies: 5 });
    expect(ofType(events, 'StepBegan')[0]).toMatchObject({ step: 'attack', seat: 1 });
    expect([state.armies[T('alaska')], state.armies[T('alberta')]]).toEqual([1, 8]);
  });

  it('all armies may not leave', () => {
    expect(refuse(turn(), 0, { type: 'Move', from: T('alaska'), to: T('alberta'), armies: 6 }).code).toBe(
      'NOT_ENOUGH_ARMIES',
    );
  });

  it('Table 4, 6 of diamonds (Bonus Move): one additional free move; attacks are over after the first', () => {
    const s = inStep(withEmpire(turn(), 0, DIAMONDS, 6), 'attack', 0);
    const after = act(s, 0, { type: 'Move', from: T('alaska'), to: T('alberta'), armies: 2 }).state;
    expect(after.seat).toBe(0);
    expect(refuse(after, 0, { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 1 }).code).toBe('ATTACKS_OVER');
    const { state } = act(after, 0, { type: 'Move', from: T('alberta'), to: T('alaska'), armies: 1 });
    expect(state.seat).toBe(1);
  });
});

describe('classic RISK: territory cards and elimination', () => {
  it('a turn with at least one conquest earns one territory card, the top of the deck', () => {
    const won = act(
      turn({ [NWT]: [1, 1], kamchatka: [1, 1] }),
      0,
      { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 1 },
      fixedDice([6, 1]),
    ).state;
    const top = won.deck[0];
    const { events } = act(act(won, 0, { type: 'Occupy', armies: 1 }).state, 0, { type: 'EndTurn' });
    expect(ofType(events, 'TerritoryCardEarned')).toEqual([{ type: 'TerritoryCardEarned', seat: 0, card: top }]);
  });

  it('a turn without conquest earns none', () => {
    expect(ofType(act(turn(), 0, { type: 'EndTurn' }).events, 'TerritoryCardEarned')).toHaveLength(0);
  });

  it('eliminating a player takes its territory cards; with 6 or more the conqueror trades down to 4 at once, then places', () => {
    let s = board(opening(3), { alaska: [0, 6], [NWT]: [1, 1] }, (t) => (t === T(NWT) ? 1 : t % 2 === 0 ? 0 : 2));
    s = withGoods(withCards(withCards(inStep(s, 'attack', 0), 0, [0, 3, 6]), 1, [1, 4, 7]), 1, [10]);
    const won = act(s, 0, { type: 'Attack', from: T('alaska'), to: T(NWT), dice: 3 }, fixedDice([6, 6, 6, 1]));
    expect(ofType(won.events, 'SeatEliminated')).toEqual([{ type: 'SeatEliminated', seat: 1, by: 0 }]);
    expect(ofType(won.events, 'TerritoryCardsCaptured')).toEqual([
      { type: 'TerritoryCardsCaptured', from: 1, to: 0, cards: [1, 4, 7] },
    ]);
    expect(won.state.goods[1]).toEqual([]);
    const occupied = act(won.state, 0, { type: 'Occupy', armies: 3 }).state;
    expect(refuse(occupied, 0, { type: 'EndTurn' }).code).toBe('MUST_TRADE_CARDS');
    const traded = act(occupied, 0, { type: 'TradeTerritoryCards', cards: [0, 3, 6] }).state;
    expect(traded.cards[0]).toEqual([1, 4, 7]);
    expect(traded.toPlace[0]).toBe(3);
    expect(refuse(traded, 0, { type: 'TradeTerritoryCards', cards: [1, 4, 7] }).code).toBe('WRONG_PHASE');
    expect(refuse(traded, 0, { type: 'EndTurn' }).code).toBe('PLACE_ARMIES_FIRST');
    const placed = act(traded, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 3 }).state;
    expect(act(placed, 0, { type: 'EndTurn' }).state.seat).toBe(2);
  });
});
