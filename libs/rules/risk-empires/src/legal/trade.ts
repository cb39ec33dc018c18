import { GOODS_VALUE, isDisaster } from '../data/goods';
import { points } from '../rules/points';
import { freeCards, MIN_TRADE } from '../rules/trade';
import type { RiskState } from '../state';
import { byWorth } from './goods-choice';
import type { Action } from './types';

/**
 * Trade step options, canonical where the full list would explode: to each other trader, the 3
 * least valuable free cards stating their points, and the 3 most valuable stating their numbers;
 * for each offer received, accepting with the least or the most valuable cards, or declining;
 * withdrawing one's own offer; finishing.
 */
export function tradeActions(s: RiskState, seat: number): Action[] {
  const t = s.trade;
  if (!t || !t.traders[seat] || t.finished[seat]) return [];
  const out: Action[] = [];
  const free = byWorth(freeCards(s, seat));
  const mine = t.offers.find((o) => o.from === seat);
  if (!mine && t.offersMade[seat] < s.options.tradeOfferCap && free.length >= MIN_TRADE) {
    const low = free.slice(0, MIN_TRADE);
    const high = free.slice(-MIN_TRADE);
    const numbers = high.filter((c) => !isDisaster(c)).map((c) => GOODS_VALUE[c]);
    for (let to = 0; to < s.seats; to++) {
      if (to === seat || !t.traders[to] || t.finished[to]) continue;
      out.push({ type: 'ProposeTrade', to, cards: low, count: MIN_TRADE, points: points(low), ask: MIN_TRADE });
      if (free.length > MIN_TRADE) {
        if (numbers.length)
          out.push({ type: 'ProposeTrade', to, cards: high, count: MIN_TRADE, numbers, ask: MIN_TRADE });
        else
          out.push({ type: 'ProposeTrade', to, cards: high, count: MIN_TRADE, points: points(high), ask: MIN_TRADE });
      }
    }
  }
  for (const o of t.offers) {
    if (o.to !== seat) continue;
    if (free.length >= o.ask) {
      out.push({ type: 'AcceptTrade', offer: o.id, cards: free.slice(0, o.ask) });
      if (free.length > o.ask) out.push({ type: 'AcceptTrade', offer: o.id, cards: free.slice(-o.ask) });
    }
    out.push({ type: 'DeclineTrade', offer: o.id });
  }
  if (mine) out.push({ type: 'WithdrawTrade', offer: mine.id });
  out.push({ type: 'FinishTrading' });
  return out;
}
