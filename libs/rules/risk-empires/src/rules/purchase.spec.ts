import { CLUBS, code, HEARTS, SPADES } from '../data/empire';
import { HOME_PILE } from '../data/goods';
import { RULINGS_1_0 } from '../rulings';
import { act, ofType, refuse } from '../testing/decisions';
import { board, inStep, opening, withEmpire, withGoods } from '../testing/fixtures';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';
import { points } from './points';
import { price } from './purchase';

// Goods ids: Aces 0-7, Twos 8-14, Threes 15-20, Fours 21-26, Fives 27-31, Sixes 32-36, Sevens 37-41,
// Eights 42-45, Nines 46-49; 54 is a Disaster.
const buying = (goods: number[], before: (s: RiskState) => RiskState = (s) => s): RiskState =>
  inStep(withGoods(before(board(opening(3), {})), 0, goods), 'purchase', 0);

describe('S002 Table 1: points value of goods cards', () => {
  it('a single card is worth its face value', () => {
    expect(points([46])).toBe(9);
  });

  it('a set of n cards of one value is worth the value doubled for each additional card', () => {
    expect(points([0, 1])).toBe(2);
    expect(points([15, 16, 17])).toBe(12);
    expect(points([0, 1, 2, 3, 4, 5, 6, 7])).toBe(128);
    expect(points([42, 43, 44, 45])).toBe(64);
  });

  it('sets of different values add up; a Disaster is worth zero', () => {
    expect(points([46, 47, 8, 54])).toBe(18 + 2);
  });
});

describe('S002 8. Purchase Empire Cards', () => {
  it('S002 8: the cost is ten times the face value (J = 11, Q = 12, K = 13)', () => {
    const s = buying([]);
    expect(price(s, 0, code(CLUBS, 2))).toBe(20);
    expect(price(s, 0, code(HEARTS, 11))).toBe(110);
    expect(price(s, 0, code(HEARTS, 12))).toBe(120);
    expect(price(s, 0, code(CLUBS, 13))).toBe(130);
  });

  it('S002 8: goods cards pay by their points value; too few points buy nothing', () => {
    const s = buying([46, 47, 8]);
    expect(refuse(s, 0, { type: 'BuyEmpireCards', cards: [code(CLUBS, 2)], goods: [46, 47] }).code).toBe(
      'NOT_ENOUGH_POINTS',
    );
    const { events, state } = act(s, 0, { type: 'BuyEmpireCards', cards: [code(CLUBS, 2)], goods: [46, 47, 8] });
    expect(events[0]).toEqual({ type: 'EmpireCardsBought', seat: 0, cards: [code(CLUBS, 2)], goods: [46, 47, 8] });
    expect(state.empire[0][1]).toBe(CLUBS);
    expect(state.supply[code(CLUBS, 2)]).toBe(0);
  });

  it('S002 8: several cards may be bought at once with the points together', () => {
    const { state } = act(buying([42, 43, 44]), 0, {
      type: 'BuyEmpireCards',
      cards: [code(SPADES, 1), code(HEARTS, 2)],
      goods: [42, 43, 44],
    });
    expect(state.empire[0].slice(0, 2)).toEqual([SPADES, HEARTS]);
  });

  it('S002 8: goods cards used return face down to the bottom of their starting piles', () => {
    const { state } = act(buying([46, 47, 8]), 0, {
      type: 'BuyEmpireCards',
      cards: [code(CLUBS, 2)],
      goods: [46, 47, 8],
    });
    expect(state.piles[HOME_PILE[46]].slice(-2)).toEqual([46, 47]);
    expect(state.piles[HOME_PILE[8]].at(-1)).toBe(8);
    expect(state.goods[0]).toEqual([]);
  });

  it('S002 8: each card of a suit held from before the turn counts double its face value as credit toward that suit', () => {
    const s = buying([], (x) => withEmpire(withEmpire(x, 0, CLUBS, 1), 0, CLUBS, 3));
    expect(price(s, 0, code(CLUBS, 4))).toBe(40 - 2 * (1 + 3));
    expect(price(s, 0, code(HEARTS, 4))).toBe(40);
  });

  it('S002 8: cards bought in this step give no credit yet', () => {
    const s = act(buying([46, 47, 8, 48]), 0, {
      type: 'BuyEmpireCards',
      cards: [code(CLUBS, 2)],
      goods: [46, 47, 8],
    }).state;
    expect(price(s, 0, code(CLUBS, 4))).toBe(40);
  });

  it('credits alone may pay for a card', () => {
    const s = buying([], (x) => [1, 2, 3, 4, 5].reduce((y, r) => withEmpire(y, 0, CLUBS, r), x));
    expect(price(s, 0, code(CLUBS, 6))).toBe(60 - 30);
    const rich = buying([], (x) => [1, 2, 3, 4, 5, 6, 7, 8, 10].reduce((y, r) => withEmpire(y, 0, CLUBS, r), x));
    expect(price(rich, 0, code(CLUBS, 9))).toBe(0);
    expect(act(rich, 0, { type: 'BuyEmpireCards', cards: [code(CLUBS, 9)], goods: [] }).state.empire[0][8]).toBe(CLUBS);
  });

  it('S002 8: only one Empire Card of each face value per player', () => {
    const s = buying([46, 47, 48, 49], (x) => withEmpire(x, 0, HEARTS, 2));
    expect(refuse(s, 0, { type: 'BuyEmpireCards', cards: [code(CLUBS, 2)], goods: [46, 47, 48, 49] }).code).toBe(
      'RANK_ALREADY_HELD',
    );
    expect(
      refuse(buying([46, 47, 48, 49]), 0, {
        type: 'BuyEmpireCards',
        cards: [code(CLUBS, 3), code(SPADES, 3)],
        goods: [46, 47, 48, 49],
      }).code,
    ).toBe('RANK_ALREADY_HELD');
  });

  it('only cards in the supply are for sale (there is no Jack of spades)', () => {
    expect(
      refuse(buying([46, 47, 48, 49]), 0, {
        type: 'BuyEmpireCards',
        cards: [code(SPADES, 11)],
        goods: [46, 47, 48, 49],
      }).code,
    ).toBe('NOT_IN_SUPPLY');
  });

  it('a Disaster card is no payment', () => {
    expect(
      refuse(buying([46, 47, 54]), 0, { type: 'BuyEmpireCards', cards: [code(CLUBS, 1)], goods: [46, 54] }).code,
    ).toBe('DISASTER_IS_NOT_PAYMENT');
  });

  it('S002 8: players keep at most 5 goods cards at the end of this step, discarding the rest', () => {
    const s = buying([0, 8, 15, 21, 27, 32, 37]);
    expect(refuse(s, 0, { type: 'FinishPurchasing', discard: [0] }).code).toBe('HAND_LIMIT');
    const { events, state } = act(s, 0, { type: 'FinishPurchasing', discard: [0, 8] });
    expect(ofType(events, 'GoodsDiscarded')).toEqual([{ type: 'GoodsDiscarded', seat: 0, cards: [0, 8] }]);
    expect(state.goods[0]).toHaveLength(5);
    expect(state.seat).not.toBe(0);
  });

  it('S002 6: a Disaster held may be discarded with the excess', () => {
    const { state } = act(buying([0, 54]), 0, { type: 'FinishPurchasing', discard: [54] });
    expect(state.goods[0]).toEqual([0]);
    expect(state.piles[HOME_PILE[54]].at(-1)).toBe(54);
  });

  it('S002 Game End: buying the last King Empire Card ends the game; the highest Empire Card value wins', () => {
    let s = buying([0, 1, 2, 3, 4, 5, 6, 7], (x) => withEmpire(withEmpire(x, 1, CLUBS, 13), 0, HEARTS, 1));
    s = withGoods(s, 0, [46, 47, 48, 49, 42, 43, 44, 45]);
    const { events, state } = act(s, 0, {
      type: 'BuyEmpireCards',
      cards: [code(HEARTS, 13)],
      goods: [0, 1, 2, 3, 4, 5, 6, 7, 46, 47],
    });
    expect(events.at(-1)).toEqual({ type: 'GameEnded', reason: 'lastKing', ranks: [1, 2, 3], scores: [14, 13, 0] });
    expect(state.phase).toBe('ended');
  });
});

describe('S002 5b "Goods Cards cannot be revealed": the Purchase step tells nothing of them', () => {
  /** Seat 0 ends its Purchase step; seat 1 holds `hand` and no Empire Card. */
  const after = (hand: number[], patch: Partial<RiskState> = {}) =>
    act(inStep(withGoods(board(opening(3), {}), 1, hand), 'purchase', 0, patch), 0, {
      type: 'FinishPurchasing',
      discard: [],
    });
  const seen = (hand: number[], patch?: Partial<RiskState>) => {
    const { events, state } = after(hand, patch);
    return { events: events.map((e) => R.redact(e, 'spectator')), toAct: R.toAct(state) };
  };
  const asked = (hand: number[], patch?: Partial<RiskState>) =>
    ofType(after(hand, patch).events, 'StepBegan').some((e) => e.step === 'purchase' && e.seat === 1);

  it('S002 8: a seat whose hidden goods buy nothing is asked to buy all the same, as one whose goods buy a card', () => {
    const rich = seen([46, 47]); // two Nines: 18 points, an Ace costs 10
    const poor = seen([0]); // one Ace: 1 point
    expect(rich.toAct).toEqual([1]);
    expect(poor).toEqual(rich);
    expect(asked([0])).toBe(true);
  });

  it('S002 8: a seat with no goods card and nothing its credits buy is passed by the rules', () => {
    expect(asked([])).toBe(false);
  });

  it('S002 8 (1.0.0 games): a seat whose goods bought nothing was passed, as those games recorded it', () => {
    expect(asked([0], { rulings: RULINGS_1_0 })).toBe(false);
    expect(asked([46, 47], { rulings: RULINGS_1_0 })).toBe(true);
  });
});
