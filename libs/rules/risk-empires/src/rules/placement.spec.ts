import { rulesSpec } from '@empires/rules-kernel/testing';
import { CLUBS } from '../data/empire';
import { riskEmpires } from '../ruleset';
import { board, inStep, opening, T, withCards, withEmpire, withTerritory } from '../testing/fixtures';
import type { RiskState } from '../state';

const rules = rulesSpec(riskEmpires);

/** Seat 0 places 5 armies in round 1; territories go round the seats by map order. */
const placingState = (patch: Partial<RiskState> = {}): RiskState =>
  inStep(board(opening(3), {}), 'place', 0, { toPlace: [5, 4, 4], ...patch });
const placing = () => rules.givenState(placingState());
const holding = (...cards: number[]) => rules.givenState(withCards(placingState(), 0, cards));
const place = (id: string, count: number) => ({ type: 'PlaceArmies' as const, territory: T(id), count });
const trade = (...cards: number[]) => ({ type: 'TradeTerritoryCards' as const, cards });
// What seat 0's placing writes.
const placed = (id: string, count: number) => ({ type: 'ArmiesPlaced' as const, seat: 0, territory: T(id), count });
const traded = (cards: number[], armies = 3) => ({ type: 'TerritoryCardsTraded' as const, seat: 0, cards, armies });
const forfeited = (count: number) => ({ type: 'ArmiesForfeited' as const, seat: 0, count });
const seat1Places = { type: 'StepBegan', step: 'place', seat: 1 } as const;

describe('S002 3. Place Armies', () => {
  it("classic RISK: armies are placed on the seat's own territories", () => {
    const { state } = placing().when(place('alaska', 2), 0).then(placed('alaska', 2));
    expect(state.armies[T('alaska')]).toBe(3);
    expect(state.toPlace[0]).toBe(3);
  });

  it('armies go only on own territories', () => {
    placing().when(place('northwest-territory', 1), 0).thenViolation('NOT_YOUR_TERRITORY');
  });

  it('no more armies than are due', () => {
    placing().when(place('alaska', 6), 0).thenViolation('NOTHING_TO_PLACE');
  });

  it('only the seat whose step it is places', () => {
    placing().when(place('northwest-territory', 1), 1).thenViolation('NOT_YOUR_TURN');
  });

  it('S002 4 (army stock): armies come from a finite stock of pieces (100 by default)', () => {
    const base = placingState();
    const s = withTerritory(base, 'greenland', 0, 100 - 2 - base.onBoard[0]);
    expect(100 - s.onBoard[0]).toBe(2);
    rules.givenState(s).when(place('alaska', 3), 0).thenViolation('STOCK_EMPTY');
    const { state } = rules.givenState(s).when(place('alaska', 2), 0).then(
      placed('alaska', 2),
      // with the stock empty, the 3 still due cannot be placed
      forfeited(3),
      seat1Places,
    );
    expect(state.onBoard[0]).toBe(100);
  });

  it('S002 3: armies not placed in a given turn cannot be held over: ending the step loses them', () => {
    const { state } = placing().when({ type: 'EndPlacement' }, 0).then(forfeited(5), seat1Places);
    expect(state.toPlace[0]).toBe(0);
    expect(state.seat).toBe(1);
  });

  it("S002 3: the next round's new armies replace, never add to, what was left", () => {
    // Armies still due when a round ends (as after an elimination's card set) are not carried into the next.
    const last = inStep(board(opening(3), {}), 'purchase', 2, { toPlace: [7, 7, 7] });
    const { state } = rules
      .givenState(last)
      .when({ type: 'FinishPurchasing', discard: [] }, 2)
      .thenLike(
        { type: 'RoundOrdered', round: 2 }, // the order's rolls are not this rule's concern
        { type: 'ArmiesGranted', armies: [4, 4, 4] },
        seat1Places,
      );
    expect(state.toPlace).toEqual([4, 4, 4]);
  });

  it('S002 Changes to RISK: a set of territory cards always gives 3 armies', () => {
    const { state } = holding(0, 3, 6)
      .when(trade(0, 3, 6), 0)
      .then(traded([0, 3, 6]));
    expect(state.toPlace[0]).toBe(8);
    expect(state.discard).toEqual([0, 3, 6]);
  });

  it('the third set gives 3 as well: set values never grow', () => {
    const { state } = holding(0, 3, 6, 9, 12, 15, 18, 21, 24)
      .and(traded([0, 3, 6]), traded([9, 12, 15]))
      .when(trade(18, 21, 24), 0)
      .then(traded([18, 21, 24]));
    expect(state.toPlace[0]).toBe(5 + 9);
  });

  it('Table 4, 3 of clubs (Bonus Army I): one extra army per territory card set', () => {
    rules
      .givenState(withEmpire(withCards(placingState(), 0, [0, 1, 2]), 0, CLUBS, 3))
      .when(trade(0, 1, 2), 0)
      .then(traded([0, 1, 2], 4));
  });

  it('a trade must be a set', () => {
    holding(0, 1, 3)
      .when(trade(0, 1, 3), 0)
      .thenViolation('NOT_A_SET');
  });

  it('classic RISK: holding 5 or more territory cards forces a trade before placing', () => {
    const five = holding(0, 1, 3, 4, 7);
    five.when(place('alaska', 1), 0).thenViolation('MUST_TRADE_CARDS');
    five.when({ type: 'EndPlacement' }, 0).thenViolation('MUST_TRADE_CARDS');
    five
      .and(traded([1, 4, 7]))
      .when(place('alaska', 1), 0)
      .then(placed('alaska', 1));
  });

  it('Table 4, Queen of clubs: no one can place armies in a nuked territory', () => {
    rules
      .givenState({ ...placingState(), nukes: [{ territory: T('alaska'), seat: 1 }] })
      .when(place('alaska', 1), 0)
      .thenViolation('PROTECTED_BY_NUKE');
  });

  it('when the last army is placed and no set can be traded, the next seat places', () => {
    const { state } = placing().when(place('alaska', 5), 0).then(placed('alaska', 5), seat1Places);
    expect(state.seat).toBe(1);
  });
});
