import { everyone, onlySeats, type Viewer, type Visibility } from '@empires/rules-kernel';
import type { RiskEvent } from './events';
import type { RiskState } from './state';

/**
 * What a viewer sees: the state with every card it may not see written as -1, so counts stay
 * visible (S002 5b "Goods Cards cannot be revealed to other players"). Hidden: other seats' goods
 * cards, Disasters set aside and territory cards; the order of the goods piles and the territory
 * deck; the cards of trade offers beyond what was stated, except to the proposer. Declared and
 * described in `schema/view.ts`; the state has the same shape.
 */
export type RiskView = RiskState;

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);
const mineOnly = (hands: readonly (readonly number[])[], viewer: Viewer) =>
  hands.map((h, seat) => (seat === viewer ? h : hide(h)));

export function view(s: RiskState, viewer: Viewer): RiskView {
  const trade = s.trade && {
    ...s.trade,
    offers: s.trade.offers.map((o) => (o.from === viewer ? o : { ...o, cards: hide(o.cards) })),
  };
  return {
    ...s,
    goods: mineOnly(s.goods, viewer),
    aside: mineOnly(s.aside, viewer),
    cards: mineOnly(s.cards, viewer),
    piles: s.piles.map(hide),
    deck: hide(s.deck),
    trade,
  };
}

/** What `viewer` may see of one event: hidden cards become -1, counts stay. */
export function redact(e: RiskEvent, viewer: Viewer): RiskEvent {
  switch (e.type) {
    case 'GoodsPilesShuffled':
      return { ...e, piles: e.piles.map(hide) };
    case 'TerritoryDeckShuffled':
    case 'TerritoryDeckReshuffled':
      return { ...e, deck: hide(e.deck) };
    case 'GoodsDrawn':
    case 'GoodsLost':
    case 'GoodsDiscarded':
      return viewer === e.seat ? e : { ...e, cards: hide(e.cards) };
    case 'EmpireCardsBought':
      return viewer === e.seat ? e : { ...e, goods: hide(e.goods) };
    case 'TerritoryCardEarned':
      return viewer === e.seat ? e : { ...e, card: -1 };
    case 'GoodsCardTaken':
      return viewer === e.from || viewer === e.to ? e : { ...e, card: -1 };
    case 'TerritoryCardsCaptured':
      return viewer === e.from || viewer === e.to ? e : { ...e, cards: hide(e.cards) };
    case 'TradeProposed':
      return viewer === e.from ? e : { ...e, cards: hide(e.cards) };
    case 'TradeCompleted':
      return viewer === e.from || viewer === e.to ? e : { ...e, given: hide(e.given), received: hide(e.received) };
    default:
      return e;
  }
}

/** Who sees an event in full; everyone else gets `redact`'s copy. */
export function visibility(e: RiskEvent): Visibility {
  switch (e.type) {
    case 'GoodsPilesShuffled':
    case 'TerritoryDeckShuffled':
    case 'TerritoryDeckReshuffled':
      return onlySeats();
    case 'GoodsDrawn':
    case 'GoodsLost':
    case 'GoodsDiscarded':
    case 'EmpireCardsBought':
    case 'TerritoryCardEarned':
      return onlySeats(e.seat);
    case 'GoodsCardTaken':
    case 'TerritoryCardsCaptured':
      return onlySeats(e.from, e.to);
    case 'TradeProposed':
      return onlySeats(e.from);
    case 'TradeCompleted':
      return onlySeats(e.from, e.to);
    default:
      return everyone;
  }
}
