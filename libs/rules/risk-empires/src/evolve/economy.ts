import { rankOf, suitOf } from '../data/empire';
import type { EventOf } from '../events';
import { addTo, setTerritory } from './board';
import { passGoods, returnGoods, toPileBottoms, without } from './cards';
import { attackOf, put, type Draft } from './draft';

export function territoryCardsTraded(d: Draft, e: EventOf<'TerritoryCardsTraded'>): void {
  const hand = without(d.cards[e.seat], e.cards);
  d.cards = put(d.cards, e.seat, hand);
  d.discard = [...d.discard, ...e.cards];
  addTo(d, 'toPlace', e.seat, e.armies);
  if (d.attack?.mustTrade && hand.length <= 4) {
    const a = attackOf(d.attack);
    a.mustTrade = false;
    d.attack = a;
  }
}

export function territoryCardsCaptured(d: Draft, e: EventOf<'TerritoryCardsCaptured'>): void {
  const cards = d.cards.slice();
  cards[e.from] = without(cards[e.from], e.cards);
  cards[e.to] = [...cards[e.to], ...e.cards];
  d.cards = cards;
  // Classic elimination rule: with 6 or more cards the conqueror trades at once down to 4 or fewer.
  if (d.attack && e.to === d.seat && cards[e.to].length >= 6) {
    const a = attackOf(d.attack);
    a.mustTrade = true;
    d.attack = a;
  }
}

export function territoryCardEarned(d: Draft, e: EventOf<'TerritoryCardEarned'>): void {
  const at = d.deck.indexOf(e.card);
  if (at >= 0) d.deck = [...d.deck.slice(0, at), ...d.deck.slice(at + 1)];
  d.cards = put(d.cards, e.seat, [...d.cards[e.seat], e.card]);
}

export const cityBuilt = (d: Draft, e: EventOf<'CityBuilt'>): void =>
  setTerritory(d, e.territory, e.seat, d.armies[e.territory] - e.armies, 1);

export function goodsDrawn(d: Draft, e: EventOf<'GoodsDrawn'>): void {
  const piles = d.piles.slice();
  for (const p of e.piles) piles[p] = piles[p].slice(1);
  d.piles = piles;
  d.goods = put(d.goods, e.seat, d.goods[e.seat].concat(e.cards));
}

export const goodsCardTaken = (d: Draft, e: EventOf<'GoodsCardTaken'>): void =>
  passGoods(d, e.from, e.to, [e.card], false);

export function empireCardsBought(d: Draft, e: EventOf<'EmpireCardsBought'>): void {
  const supply = d.supply.slice();
  const held = d.empire[e.seat].slice();
  for (const c of e.cards) {
    supply[c]--;
    held[rankOf(c) - 1] = suitOf(c);
    d.bought |= 1 << rankOf(c);
  }
  d.supply = supply;
  d.empire = put(d.empire, e.seat, held);
  returnGoods(d, e.seat, e.goods);
}

/** The first card set aside is turned over and, resolved or not, goes back to its pile (S002 7). */
export function disasterTurned(d: Draft, e: EventOf<'DisasterStruck' | 'DisasterSkipped'>): void {
  const [card, ...rest] = d.aside[e.seat];
  d.aside = put(d.aside, e.seat, rest);
  if (card !== undefined) toPileBottoms(d, [card]);
  // Folded for another viewer the Disaster arrived face down in the hand, not aside: it leaves from there.
  else d.goods = put(d.goods, e.seat, without(d.goods[e.seat], [-1]));
  if (e.type === 'DisasterStruck') {
    d.struck++;
    d.struckKinds |= 1 << e.kind;
  }
}

export const cityRioted = (d: Draft, e: EventOf<'CityRioted'>): void =>
  setTerritory(d, e.territory, e.seat, e.armies, e.city);
