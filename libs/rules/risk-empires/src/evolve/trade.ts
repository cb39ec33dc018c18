import type { EventOf } from '../events';
import type { Offer } from '../state';
import { passGoods } from './cards';
import { put, tradeOf, type Draft } from './draft';

export function tradingOpened(d: Draft, e: EventOf<'TradingOpened'>): void {
  const traders: boolean[] = [];
  const finished: boolean[] = [];
  const offersMade: number[] = [];
  for (let seat = 0; seat < d.seats; seat++) {
    const t = e.traders.includes(seat);
    traders.push(t);
    finished.push(!t);
    offersMade.push(0);
  }
  d.phase = 'trade';
  d.seat = -1;
  d.attack = null;
  d.trade = { traders, finished, offersMade, offers: [], nextOffer: 0 };
}

export function tradeProposed(d: Draft, e: EventOf<'TradeProposed'>): void {
  if (!d.trade) return;
  const t = tradeOf(d.trade);
  const offer: Offer = {
    id: e.offer,
    from: e.from,
    to: e.to,
    cards: e.cards,
    count: e.count,
    points: e.points,
    numbers: e.numbers,
    ask: e.ask,
  };
  t.offers = [...t.offers, offer];
  t.offersMade = put(t.offersMade, e.from, t.offersMade[e.from] + 1);
  t.nextOffer = e.offer + 1;
  d.trade = t;
}

export function tradeCompleted(d: Draft, e: EventOf<'TradeCompleted'>): void {
  passGoods(d, e.from, e.to, e.given, true);
  passGoods(d, e.to, e.from, e.received, true);
  dropOffers(d, (o) => o.id === e.offer);
}

export const offerClosed = (d: Draft, e: EventOf<'TradeDeclined' | 'TradeWithdrawn'>): void =>
  dropOffers(d, (o) => o.id === e.offer);

export function tradingFinished(d: Draft, e: EventOf<'TradingFinished'>): void {
  if (!d.trade) return;
  const t = tradeOf(d.trade);
  t.finished = put(t.finished, e.seat, true);
  d.trade = t;
  dropOffers(d, (o) => o.from === e.seat || o.to === e.seat);
}

export function dropOffers(d: Draft, gone: (o: Offer) => boolean): void {
  if (!d.trade || !d.trade.offers.some(gone)) return;
  const t = tradeOf(d.trade);
  t.offers = t.offers.filter((o) => !gone(o));
  d.trade = t;
}
