import type { Secrets, Viewer } from '@empires/rules-kernel';
import type { RiskEvent } from './events';
import type { RiskState } from './state';
import type { RiskView } from './view';

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);
const mineOnly = (hands: readonly (readonly number[])[], viewer: Viewer) =>
  hands.map((h, seat) => (seat === viewer ? h : hide(h)));

/** The state with every card `viewer` may not see written as -1, so counts stay visible. */
function view(s: RiskState, viewer: Viewer): RiskView {
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

const others = 'every other seat and spectators';

/**
 * What risk-empires hides, in one place: `view`, `redact` and `visibility` are made from it. A
 * hidden card is written as -1, so every count stays public, as at the table.
 */
export const riskSecrets: Secrets<RiskState, RiskEvent, RiskView, never> = {
  secrets: [
    { what: 'goods cards in hand', from: others, until: 'the end of the game', rule: 'S002 5b' },
    {
      what: 'Disasters received in a trade and set aside',
      from: others,
      until: 'struck or skipped in the Disasters step (their kind is then public)',
      rule: 'S002 6, 7',
    },
    { what: 'territory cards in hand', from: others, until: 'turned in as a set', rule: 'classic RISK cards' },
    {
      what: 'the order of the goods piles',
      from: 'everyone',
      until: 'a card is drawn, to its drawer',
      rule: 'S002 Set Up',
    },
    {
      what: 'the order of the territory deck',
      from: 'everyone',
      until: 'a card is earned, to its earner',
      rule: 'classic RISK cards',
    },
    {
      what: "a trade offer's cards beyond its stated count, points and numbers",
      from: 'every seat but its maker, and spectators',
      until: 'accepted, to the two seats that trade',
      rule: 'S002 6',
    },
    {
      what: "a fallen city's goods card taken by the conqueror",
      from: 'every seat but the two, and spectators',
      until: 'the end of the game',
      rule: 'S002 4',
    },
  ],
  events: {
    GoodsPilesShuffled: { seenBy: () => [], masked: (e) => ({ ...e, piles: e.piles.map(hide) }) },
    TerritoryDeckShuffled: { seenBy: () => [], masked: (e) => ({ ...e, deck: hide(e.deck) }) },
    TerritoryDeckReshuffled: { seenBy: () => [], masked: (e) => ({ ...e, deck: hide(e.deck) }) },
    GoodsDrawn: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, cards: hide(e.cards) }) },
    GoodsLost: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, cards: hide(e.cards) }) },
    GoodsDiscarded: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, cards: hide(e.cards) }) },
    EmpireCardsBought: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, goods: hide(e.goods) }) },
    TerritoryCardEarned: { seenBy: (e) => [e.seat], masked: (e) => ({ ...e, card: -1 }) },
    GoodsCardTaken: { seenBy: (e) => [e.from, e.to], masked: (e) => ({ ...e, card: -1 }) },
    TerritoryCardsCaptured: { seenBy: (e) => [e.from, e.to], masked: (e) => ({ ...e, cards: hide(e.cards) }) },
    TradeProposed: { seenBy: (e) => [e.from], masked: (e) => ({ ...e, cards: hide(e.cards) }) },
    TradeCompleted: {
      seenBy: (e) => [e.from, e.to],
      masked: (e) => ({ ...e, given: hide(e.given), received: hide(e.received) }),
    },
  },
  revealedBy: ['DisasterStruck', 'DisasterSkipped', 'TerritoryCardsTraded'],
  view,
};
