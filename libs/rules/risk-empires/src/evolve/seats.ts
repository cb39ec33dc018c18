import { TERRITORIES } from '../data/geo';
import type { EventOf } from '../events';
import { ELIMINATED, NEUTRAL, RESIGNED } from '../state';
import { setTerritory } from './board';
import { returnAllGoods } from './cards';
import { attackOf, battleOf, put, tradeOf, type Draft } from './draft';
import { dropOffers } from './trade';

/** Leaves play: goods back to the piles, Nukes lifted, offers gone, nothing left to place. */
function leave(d: Draft, seat: number, status: number): void {
  returnAllGoods(d, seat);
  if (d.nukes.some((n) => n.seat === seat)) d.nukes = d.nukes.filter((n) => n.seat !== seat);
  if (d.trade) {
    const t = tradeOf(d.trade);
    t.finished = put(t.finished, seat, true);
    d.trade = t;
    dropOffers(d, (o) => o.from === seat || o.to === seat);
  }
  d.status = put(d.status, seat, status);
  d.toPlace = put(d.toPlace, seat, 0);
}

export function seatEliminated(d: Draft, e: EventOf<'SeatEliminated'>): void {
  const order = Math.max(0, ...d.eliminations) + 1;
  leave(d, e.seat, ELIMINATED);
  d.eliminations = put(d.eliminations, e.seat, order);
}

/**
 * A resigning seat's territories become neutral with their armies; each city becomes 3 neutral
 * armies (the neutral holds no cities); its territory cards go to the discard pile.
 */
export function seatResigned(d: Draft, e: EventOf<'SeatResigned'>): void {
  leave(d, e.seat, RESIGNED);
  for (let t = 0; t < TERRITORIES; t++) {
    if (d.owner[t] === e.seat) setTerritory(d, t, NEUTRAL, d.armies[t] + 3 * d.city[t], 0);
  }
  if (d.attack && d.seat === e.seat) d.attack = null;
  const b = d.attack?.battle;
  if (d.attack && b?.asking && d.owner[b.to] === NEUTRAL) {
    // A city choice asked of this seat lapses: its territory is neutral now, with no city.
    const nb = battleOf(b);
    nb.asking = false;
    const a = attackOf(d.attack);
    a.battle = nb;
    d.attack = a;
  }
  // Air Drop armies in flight, if any, go with the seat.
  d.onBoard = put(d.onBoard, e.seat, 0);
  d.discard = [...d.discard, ...d.cards[e.seat]];
  d.cards = put(d.cards, e.seat, []);
}
