import { riskEmpires } from '../ruleset';
import { act, fold, ofType, refuse } from '../testing/decisions';
import { board, inStep, opening, withGoods } from '../testing/fixtures';
import type { RiskState } from '../state';
import { points } from './points';

// Goods ids: Aces 0-7, Twos 8-14, Threes 15-20, Fours 21-26, Fives 27-31, Sixes 32-36, Sevens 37-41,
// Eights 42-45, Nines 46-49; Disasters 50-57 (54 is the Queen of Spades: Plague).
const PLAGUE_QUEEN = 54;

/** Seats 0 and 1 trade (seat 2 holds only two cards). */
function trading(options: Partial<RiskState['options']> = {}): RiskState {
  let s = board(opening(3), {});
  s = { ...s, options: { ...s.options, ...options }, round: 1, order: [0, 1, 2] };
  s = withGoods(withGoods(withGoods(s, 0, [0, 1, 22, PLAGUE_QUEEN]), 1, [46, 47, 8, 9]), 2, [30, 31]);
  return fold([{ type: 'TradingOpened', traders: [0, 1] }], s);
}

const offer = { type: 'ProposeTrade' as const, to: 1, cards: [0, 1, PLAGUE_QUEEN], count: 3, points: 2, ask: 3 };

describe('S002 6. Trade Goods Cards', () => {
  it('S002 6: only players holding three or more goods cards at the start of the step take part', () => {
    let s = board(opening(3), {});
    s = withGoods(withGoods(withGoods(s, 0, [0, 1, 2]), 1, [8, 9]), 2, [15, 16, 17]);
    s = inStep(s, 'build', 2);
    const { events, state } = act(s, 2, { type: 'EndBuilding' });
    expect(ofType(events, 'TradingOpened')).toEqual([{ type: 'TradingOpened', traders: [0, 2] }]);
    expect(riskEmpires.toAct(state)).toEqual([0, 2]);
    expect(refuse(state, 1, { type: 'FinishTrading' }).code).toBe('NOT_A_TRADER');
  });

  it('S002 6: with fewer than two such players there is no trading', () => {
    const s = inStep(withGoods(board(opening(3), {}), 0, [0, 1, 2]), 'build', 2);
    const { events } = act(s, 2, { type: 'EndBuilding' });
    expect(ofType(events, 'TradingOpened')).toHaveLength(0);
  });

  it('S002 6: an offer of 3 or more cards stating their number and their total points is made', () => {
    const { events } = act(trading(), 0, offer);
    expect(events).toEqual([
      {
        type: 'TradeProposed',
        offer: 0,
        from: 0,
        to: 1,
        cards: [0, 1, PLAGUE_QUEEN],
        count: 3,
        points: 2,
        numbers: null,
        ask: 3,
      },
    ]);
  });

  it('S002 6: a Disaster counts zero towards the total value', () => {
    expect(points([0, 1, PLAGUE_QUEEN])).toBe(2);
  });

  it('S002 6: stating a card number is enough', () => {
    const { events } = act(trading(), 0, {
      type: 'ProposeTrade',
      to: 1,
      cards: [0, 1, 22],
      count: 3,
      numbers: [1, 4],
      ask: 3,
    });
    expect(events[0]).toMatchObject({ numbers: [1, 4], points: null });
  });

  it('S002 6: at least one fact besides the number of cards must be stated', () => {
    expect(refuse(trading(), 0, { type: 'ProposeTrade', to: 1, cards: [0, 1, 22], count: 3, ask: 3 }).code).toBe(
      'NO_STATEMENT',
    );
  });

  it.each([
    ['the number of cards', { count: 4, points: 6 }],
    ['the total points', { points: 7 }],
    ['a card number', { numbers: [9] }],
    ['two cards of a number when there is one', { numbers: [4, 4] }],
  ])('S002 6: a lie about %s invalidates the offer', (_what, statement) => {
    // Two Aces and a Four: 2 + 4 = 6 points.
    const honest = act(trading(), 0, {
      type: 'ProposeTrade',
      to: 1,
      cards: [0, 1, 22],
      count: 3,
      points: 6,
      numbers: [1, 1, 4],
      ask: 3,
    });
    expect(honest.events).toHaveLength(1);
    expect(
      refuse(trading(), 0, { type: 'ProposeTrade', to: 1, cards: [0, 1, 22], count: 3, ask: 3, ...statement }).code,
    ).toBe('FALSE_STATEMENT');
  });

  it('S002 6: a trade is 3 or more cards', () => {
    expect(refuse(trading(), 0, { ...offer, cards: [0, 1], count: 2 }).code).toBe('TOO_FEW_CARDS');
  });

  it('S002 6: the other player accepts with a set of 3 or more of its cards; a Disaster received is set aside face down', () => {
    const proposed = act(trading(), 0, offer).state;
    const { events, state } = act(proposed, 1, { type: 'AcceptTrade', offer: 0, cards: [46, 47, 8] });
    expect(events).toEqual([
      { type: 'TradeCompleted', offer: 0, from: 0, to: 1, given: [0, 1, PLAGUE_QUEEN], received: [46, 47, 8] },
    ]);
    expect(state.goods[0]).toEqual([22, 46, 47, 8]);
    expect(state.goods[1]).toEqual([9, 0, 1]);
    expect(state.aside[1]).toEqual([PLAGUE_QUEEN]);
  });

  it('S002 6: a Disaster travels in a trade only once: once received it is out of the hand', () => {
    const proposed = act(trading(), 0, offer).state;
    const traded = act(proposed, 1, { type: 'AcceptTrade', offer: 0, cards: [46, 47, 8] }).state;
    expect(
      refuse(traded, 1, { type: 'ProposeTrade', to: 0, cards: [0, 1, PLAGUE_QUEEN], count: 3, points: 2, ask: 3 }).code,
    ).toBe('NO_SUCH_CARD');
  });

  it('the receiver gives exactly the number of cards asked', () => {
    const proposed = act(trading(), 0, offer).state;
    expect(refuse(proposed, 1, { type: 'AcceptTrade', offer: 0, cards: [46, 47] }).code).toBe('TOO_FEW_CARDS');
  });

  it('an offer can be declined, or withdrawn by its maker', () => {
    const proposed = act(trading(), 0, offer).state;
    expect(act(proposed, 1, { type: 'DeclineTrade', offer: 0 }).state.trade?.offers).toEqual([]);
    expect(act(proposed, 0, { type: 'WithdrawTrade', offer: 0 }).state.trade?.offers).toEqual([]);
    expect(refuse(proposed, 1, { type: 'WithdrawTrade', offer: 0 }).code).toBe('NO_SUCH_OFFER');
  });

  it('one open offer per seat, and its cards cannot be given elsewhere meanwhile', () => {
    let s = act(trading(), 0, offer).state;
    expect(refuse(s, 0, { ...offer, cards: [0, 1, 22], points: 6 }).code).toBe('OFFER_ALREADY_OPEN');
    s = act(s, 1, { type: 'ProposeTrade', to: 0, cards: [46, 47, 8], count: 3, numbers: [9], ask: 3 }).state;
    expect(refuse(s, 0, { type: 'AcceptTrade', offer: 1, cards: [0, 1, 22] }).code).toBe('CARD_IN_OPEN_OFFER');
  });

  it('end of the step: a seat may make at most tradeOfferCap offers', () => {
    const s = act(act(trading({ tradeOfferCap: 1 }), 0, offer).state, 0, { type: 'WithdrawTrade', offer: 0 }).state;
    expect(refuse(s, 0, offer).code).toBe('OFFER_LIMIT');
  });

  it('end of the step: when every trader has finished, trading closes and Disasters are resolved', () => {
    const s = act(trading(), 0, { type: 'FinishTrading' }).state;
    expect(riskEmpires.toAct(s)).toEqual([1]);
    expect(refuse(s, 1, { type: 'ProposeTrade', to: 0, cards: [46, 47, 8], count: 3, points: 22, ask: 3 }).code).toBe(
      'NOT_A_TRADER',
    );
    const { events, state } = act(s, 1, { type: 'FinishTrading' });
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['TradingFinished', 'TradingClosed']);
    expect(state.phase).not.toBe('trade');
  });
});
