import { everyone, onlySeats } from '@empires/rules-kernel';
import { CLUBS, code, DIAMONDS, HEARTS, SPADES } from './data/empire';
import type { RiskEvent } from './events';
import { riskEmpires as R } from './ruleset';
import { act, fold } from './testing/decisions';
import { board, opening, withCards, withEmpire, withGoods } from './testing/fixtures';
import { randomGame } from './testing/random-game';
import type { RiskState } from './state';

/** The ruleset's own `redact`: its secrets mask cards and counts stay, so no event is ever dropped. */
function redact(e: RiskEvent, viewer: Parameters<typeof R.redact>[1]): RiskEvent {
  const seen = R.redact(e, viewer);
  if (seen === null) throw new Error(`${e.type} was dropped`);
  return seen;
}

/** Every goods card id an event carries, by field (a hidden one is -1). */
function goodsIn(e: RiskEvent): number[] {
  switch (e.type) {
    case 'GoodsPilesShuffled':
      return e.piles.flat();
    case 'GoodsDrawn':
    case 'GoodsLost':
    case 'GoodsDiscarded':
      return [...e.cards];
    case 'GoodsCardTaken':
      return [e.card];
    case 'TradeProposed':
      return [...e.cards];
    case 'TradeCompleted':
      return [...e.given, ...e.received];
    case 'EmpireCardsBought':
      return [...e.goods];
    default:
      return [];
  }
}

const hiddenInView = (v: RiskState, seat: number | 'spectator') => [
  ...v.goods.flatMap((h, s) => (s === seat ? [] : h)),
  ...v.aside.flatMap((h, s) => (s === seat ? [] : h)),
  ...v.piles.flat(),
  ...(v.trade?.offers.flatMap((o) => (o.from === seat ? [] : o.cards)) ?? []),
];

describe('hidden information: views', () => {
  const s = withEmpire(
    withCards(withGoods(withGoods(board(opening(3), {}), 0, [46, 47, 8]), 1, [54], true), 1, [5, 6]),
    2,
    CLUBS,
    9,
  );

  it('S002 5b: goods cards in hand are seen only by their holder; everyone sees how many', () => {
    const v = R.view(s, 1);
    expect(v.goods[0]).toEqual([-1, -1, -1]);
    expect(R.view(s, 0).goods[0]).toEqual([46, 47, 8]);
  });

  it('S002 6: Disasters set aside face down are seen only by their holder', () => {
    expect(R.view(s, 0).aside[1]).toEqual([-1]);
    expect(R.view(s, 1).aside[1]).toEqual([54]);
  });

  it('the goods piles and the territory deck are face down for everyone; territory cards in hand are private', () => {
    const v = R.view(s, 'spectator');
    expect(v.piles.flat().every((c) => c === -1)).toBe(true);
    expect(v.piles.map((p) => p.length)).toEqual(s.piles.map((p) => p.length));
    expect(v.deck.every((c) => c === -1)).toBe(true);
    expect(v.cards[1]).toEqual([-1, -1]);
  });

  it('S002 Set Up: the Empire Cards lie face up, in piles by suit in ascending order, for every viewer', () => {
    const piles = (supply: readonly number[]) =>
      [CLUBS, HEARTS, SPADES, DIAMONDS].map((suit) =>
        Array.from({ length: 13 }, (_, r) => r + 1).flatMap((rank) => Array(supply[code(suit, rank)]).fill(rank)),
      );
    for (const viewer of ['spectator', 0, 1, 2] as const) {
      const seen = piles(R.view(s, viewer).supply);
      expect(seen).toEqual(piles(s.supply));
      // Clubs: all but the 9 held by seat 2; Spades two each of 1-6, one each of 7-10.
      expect(seen[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
      expect(seen[2]).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10]);
    }
  });

  it('S002 8: Empire Cards held are open to inspection by everyone', () => {
    expect(R.view(s, 'spectator').empire[2][8]).toBe(CLUBS);
  });

  it('S002 6: an offer shows its cards only to its maker; others see what was stated', () => {
    let t = withGoods(withGoods(board(opening(3), {}), 0, [0, 1, 22]), 1, [46, 47, 48]);
    t = fold([{ type: 'TradingOpened', traders: [0, 1] }], t);
    const { events, state } = act(t, 0, {
      type: 'ProposeTrade',
      to: 1,
      cards: [0, 1, 22],
      count: 3,
      points: 6,
      ask: 3,
    });
    expect(R.view(state, 1).trade?.offers[0]).toMatchObject({ cards: [-1, -1, -1], count: 3, points: 6 });
    expect(R.view(state, 0).trade?.offers[0]?.cards).toEqual([0, 1, 22]);
    expect(R.visibility(events[0])).toEqual(onlySeats(0));
    expect(R.redact(events[0], 1)).toMatchObject({ cards: [-1, -1, -1], count: 3, points: 6 });
  });
});

describe('hidden information: events', () => {
  it('an event dealing goods cards to a seat is visible only to it; others get the counts', () => {
    const drawn: RiskEvent = { type: 'GoodsDrawn', seat: 2, piles: [0, 1], cards: [3, 15] };
    expect(R.visibility(drawn)).toEqual(onlySeats(2));
    expect(R.redact(drawn, 2)).toBe(drawn);
    expect(R.redact(drawn, 0)).toEqual({ type: 'GoodsDrawn', seat: 2, piles: [0, 1], cards: [-1, -1] });
  });

  it('the shuffled piles are seen by nobody', () => {
    const shuffled: RiskEvent = { type: 'GoodsPilesShuffled', piles: [[1, 2], [8]] };
    expect(R.visibility(shuffled)).toEqual(onlySeats());
    expect(R.redact(shuffled, 0)).toEqual({ type: 'GoodsPilesShuffled', piles: [[-1, -1], [-1]] });
  });

  it('a card taken after a city falls is seen by the two seats concerned', () => {
    const taken: RiskEvent = { type: 'GoodsCardTaken', from: 1, to: 0, card: 9 };
    expect(R.visibility(taken)).toEqual(onlySeats(1, 0));
    expect(R.redact(taken, 2)).toMatchObject({ card: -1 });
  });

  it('public events are public', () => {
    expect(R.visibility({ type: 'CityBuilt', seat: 0, territory: 1, armies: 3 })).toEqual(everyone);
  });

  it("a full game: a spectator's view and every event as redacted for a spectator hold no goods card of any player", () => {
    let tradesSeen = 0;
    let drawsSeen = 0;
    for (const seed of [11, 12, 13]) {
      const game = randomGame(4, seed, { roundLimit: 8, setup: 'dealt' });
      const events = [...game.opening, ...game.steps.flatMap((step) => step.events)];
      for (const e of events) {
        const seen = redact(e, 'spectator');
        expect(goodsIn(seen).filter((c) => c !== -1)).toEqual([]);
        if (e.type === 'TradeCompleted') tradesSeen++;
        if (e.type === 'GoodsDrawn') drawsSeen++;
      }
      for (const step of game.steps)
        expect(hiddenInView(R.view(step.after, 'spectator'), 'spectator').filter((c) => c !== -1)).toEqual([]);
      for (const step of game.steps.filter((_, i) => i % 25 === 0)) {
        expect(hiddenInView(R.view(step.after, 1), 1).filter((c) => c !== -1)).toEqual([]);
      }
    }
    // The check is not vacuous: goods were drawn and traded.
    expect(drawsSeen).toBeGreaterThan(10);
    expect(tradesSeen).toBeGreaterThan(0);
  });
});

describe('folding redacted events', () => {
  it('never throws, and gives a spectator the true board, Empire Cards and card counts per seat', () => {
    const game = randomGame(4, 14, { roundLimit: 6, setup: 'byChoice' });
    const events = [...game.opening, ...game.steps.flatMap((step) => step.events)];
    const seen = events.map((e) => redact(e, 'spectator')).reduce(R.evolve, R.initialState);
    const real = game.final;
    expect([seen.owner, seen.armies, seen.city, seen.empire]).toEqual([
      real.owner,
      real.armies,
      real.city,
      real.empire,
    ]);
    expect(seen.goods.map((h, seat) => h.length + seen.aside[seat].length)).toEqual(
      real.goods.map((h, seat) => h.length + real.aside[seat].length),
    );
    expect(seen.cards.map((h) => h.length)).toEqual(real.cards.map((h) => h.length));
  });
});
