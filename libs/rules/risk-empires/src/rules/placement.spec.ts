import { CLUBS } from '../data/empire';
import {
  act,
  board,
  inStep,
  ofType,
  opening,
  refuse,
  T,
  withCards,
  withEmpire,
  withTerritory,
} from '../testing/fixtures';
import type { RiskState } from '../state';

/** Seat 0 places 5 armies in round 1; territories go round the seats by map order. */
const placing = (patch: Partial<RiskState> = {}): RiskState =>
  inStep(board(opening(3), {}), 'place', 0, { toPlace: [5, 4, 4], ...patch });

describe('S002 3. Place Armies', () => {
  it("classic RISK: armies are placed on the seat's own territories", () => {
    const { events, state } = act(placing(), 0, { type: 'PlaceArmies', territory: T('alaska'), count: 2 });
    expect(events[0]).toEqual({ type: 'ArmiesPlaced', seat: 0, territory: T('alaska'), count: 2 });
    expect(state.armies[T('alaska')]).toBe(3);
    expect(state.toPlace[0]).toBe(3);
  });

  it('armies go only on own territories', () => {
    expect(refuse(placing(), 0, { type: 'PlaceArmies', territory: T('northwest-territory'), count: 1 }).code).toBe(
      'NOT_YOUR_TERRITORY',
    );
  });

  it('no more armies than are due', () => {
    expect(refuse(placing(), 0, { type: 'PlaceArmies', territory: T('alaska'), count: 6 }).code).toBe(
      'NOTHING_TO_PLACE',
    );
  });

  it('only the seat whose step it is places', () => {
    expect(refuse(placing(), 1, { type: 'PlaceArmies', territory: T('northwest-territory'), count: 1 }).code).toBe(
      'NOT_YOUR_TURN',
    );
  });

  it('S002 4 (army stock): armies come from a finite stock of pieces (100 by default)', () => {
    const base = placing();
    const s = withTerritory(base, 'greenland', 0, 100 - 2 - base.onBoard[0]);
    const stock = 100 - s.onBoard[0];
    expect(stock).toBe(2);
    expect(refuse(s, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 3 }).code).toBe('STOCK_EMPTY');
    expect(act(s, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 2 }).state.onBoard[0]).toBe(100);
  });

  it('S002 3: armies not placed in a given turn cannot be held over: ending the step loses them', () => {
    const { events, state } = act(placing(), 0, { type: 'EndPlacement' });
    expect(events[0]).toEqual({ type: 'ArmiesForfeited', seat: 0, count: 5 });
    expect(state.toPlace[0]).toBe(0);
    expect(state.seat).toBe(1);
  });

  it("S002 3: the next round's new armies replace, never add to, what was left", () => {
    // Armies still due when a round ends (as after an elimination's card set) are not carried into the next.
    const last = inStep(board(opening(3), {}), 'purchase', 2, { toPlace: [7, 7, 7] });
    const { events, state } = act(last, 2, { type: 'FinishPurchasing', discard: [] });
    const [granted] = ofType(events, 'ArmiesGranted');
    expect(granted.armies.every((n) => n > 0)).toBe(true);
    expect(state.toPlace).toEqual(granted.armies);
  });

  it('S002 Changes to RISK: a set of territory cards always gives 3 armies', () => {
    const s = withCards(placing(), 0, [0, 3, 6]);
    const { events, state } = act(s, 0, { type: 'TradeTerritoryCards', cards: [0, 3, 6] });
    expect(events[0]).toEqual({ type: 'TerritoryCardsTraded', seat: 0, cards: [0, 3, 6], armies: 3 });
    expect(state.toPlace[0]).toBe(8);
    expect(state.discard).toEqual([0, 3, 6]);
  });

  it('the third set gives 3 as well: set values never grow', () => {
    let s = withCards(placing(), 0, [0, 3, 6, 9, 12, 15, 18, 21, 24]);
    for (const cards of [
      [0, 3, 6],
      [9, 12, 15],
      [18, 21, 24],
    ])
      s = act(s, 0, { type: 'TradeTerritoryCards', cards }).state;
    expect(s.toPlace[0]).toBe(5 + 9);
  });

  it('Table 4, 3 of clubs (Bonus Army I): one extra army per territory card set', () => {
    const s = withEmpire(withCards(placing(), 0, [0, 1, 2]), 0, CLUBS, 3);
    expect(act(s, 0, { type: 'TradeTerritoryCards', cards: [0, 1, 2] }).events[0]).toMatchObject({ armies: 4 });
  });

  it('a trade must be a set', () => {
    const s = withCards(placing(), 0, [0, 1, 3]);
    expect(refuse(s, 0, { type: 'TradeTerritoryCards', cards: [0, 1, 3] }).code).toBe('NOT_A_SET');
  });

  it('classic RISK: holding 5 or more territory cards forces a trade before placing', () => {
    const s = withCards(placing(), 0, [0, 1, 3, 4, 7]);
    expect(refuse(s, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 1 }).code).toBe('MUST_TRADE_CARDS');
    expect(refuse(s, 0, { type: 'EndPlacement' }).code).toBe('MUST_TRADE_CARDS');
    const traded = act(s, 0, { type: 'TradeTerritoryCards', cards: [1, 4, 7] }).state;
    expect(act(traded, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 1 }).events).toHaveLength(1);
  });

  it('Table 4, Queen of clubs: no one can place armies in a nuked territory', () => {
    const s = { ...placing(), nukes: [{ territory: T('alaska'), seat: 1 }] };
    expect(refuse(s, 0, { type: 'PlaceArmies', territory: T('alaska'), count: 1 }).code).toBe('PROTECTED_BY_NUKE');
  });

  it('when the last army is placed and no set can be traded, the next seat places', () => {
    const { events, state } = act(placing(), 0, { type: 'PlaceArmies', territory: T('alaska'), count: 5 });
    expect(ofType(events, 'StepBegan')).toEqual([{ type: 'StepBegan', step: 'place', seat: 1 }]);
    expect(state.seat).toBe(1);
  });
});
