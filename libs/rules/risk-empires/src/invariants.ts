import { EMPIRE_CARDS, EMPIRE_CODES, INITIAL_SUPPLY } from './data/empire';
import { GOODS_CARDS, isDisaster } from './data/goods';
import { TERRITORIES } from './data/geo';
import { TERRITORY_CARDS } from './data/territory-cards';
import { MAX_CITIES } from './rules/cities';
import { ACTIVE, NEUTRAL, UNCLAIMED, type RiskState } from './state';

/** Every card exactly once across all the places it can be. */
function conserved(name: string, total: number, places: readonly (readonly number[])[], out: string[]): void {
  const seen = new Uint8Array(total);
  let count = 0;
  for (const p of places)
    for (const c of p) {
      if (!(c >= 0 && c < total) || seen[c]) out.push(`${name} card ${c} is out of range or in two places`);
      else seen[c] = 1;
      count++;
    }
  if (count !== total) out.push(`${count} ${name} cards instead of ${total}`);
}

/** Broken invariants of a state between commands; empty when all hold. */
export function invariants(s: RiskState): string[] {
  const out: string[] = [];
  if (s.seats === 0) return out;
  const inBoard = Array(s.seats).fill(0);
  const territories = Array(s.seats).fill(0);
  const cities = Array(s.seats).fill(0);
  for (let t = 0; t < TERRITORIES; t++) {
    const o = s.owner[t];
    if (o === UNCLAIMED) {
      // A game may end (everyone else resigned) before claiming is over.
      if ((s.phase !== 'claim' && s.phase !== 'ended') || s.armies[t] || s.city[t])
        out.push(`territory ${t} is unclaimed outside claiming`);
      continue;
    }
    if (s.armies[t] < 0) out.push(`territory ${t} has ${s.armies[t]} armies`);
    // A conquered territory is empty only until the attacker moves in.
    if (s.armies[t] === 0 && !s.city[t] && s.attack?.occupy?.to !== t) out.push(`territory ${t} is empty`);
    if (o === NEUTRAL) {
      if (s.city[t]) out.push(`the neutral holds a city in ${t}`);
      continue;
    }
    if (s.status[o] !== ACTIVE) out.push(`territory ${t} belongs to seat ${o}, who is out`);
    inBoard[o] += s.armies[t];
    territories[o]++;
    cities[o] += s.city[t];
  }
  const drop = s.attack?.battle?.from === -1 ? s.attack.battle.drop : 0;
  for (let seat = 0; seat < s.seats; seat++) {
    const flying = seat === s.seat ? drop : 0;
    if (s.onBoard[seat] !== inBoard[seat] + flying)
      out.push(`seat ${seat} counts ${s.onBoard[seat]} armies, the board shows ${inBoard[seat] + flying}`);
    if (s.onBoard[seat] > s.options.armyStock)
      out.push(`seat ${seat} has more armies out than its stock of ${s.options.armyStock}`);
    if (s.territoryCount[seat] !== territories[seat] || s.cityCount[seat] !== cities[seat])
      out.push(`seat ${seat} territory or city count is stale`);
    if (cities[seat] > MAX_CITIES) out.push(`seat ${seat} has ${cities[seat]} cities`);
    if (s.toPlace[seat] < 0) out.push(`seat ${seat} has ${s.toPlace[seat]} armies to place`);
    if (s.aside[seat].some((c) => !isDisaster(c))) out.push(`seat ${seat} set aside a card that is no Disaster`);
    if (s.status[seat] !== ACTIVE && (s.goods[seat].length || s.aside[seat].length || s.territoryCount[seat]))
      out.push(`seat ${seat} is out but holds goods or land`);
  }
  if (s.phase !== 'none') {
    conserved('goods', GOODS_CARDS, [...s.piles, ...s.goods, ...s.aside], out);
    conserved('territory', TERRITORY_CARDS, [s.deck, s.discard, ...s.cards], out);
  }
  empireConserved(s, out);
  return out;
}

function empireConserved(s: RiskState, out: string[]): void {
  const held = Array(EMPIRE_CODES).fill(0);
  for (const ranks of s.empire) ranks.forEach((suit, i) => suit >= 0 && held[suit * 13 + i]++);
  let total = 0;
  for (let c = 0; c < EMPIRE_CODES; c++) {
    if (s.supply[c] < 0 || s.supply[c] + held[c] !== INITIAL_SUPPLY[c])
      out.push(`empire card ${c}: ${s.supply[c]} in supply and ${held[c]} held`);
    total += s.supply[c] + held[c];
  }
  if (total !== EMPIRE_CARDS) out.push(`${total} empire cards instead of ${EMPIRE_CARDS}`);
}
