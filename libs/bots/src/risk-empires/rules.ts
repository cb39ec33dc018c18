import {
  ADJACENT,
  CONTINENT_OF,
  CONTINENTS,
  DISASTER_OF,
  GOODS_VALUE,
  type RiskState,
} from '@empires/rules-risk-empires';

/**
 * Facts of S002 the bots reckon with, restated from the seed because the ruleset exports only its
 * decider: Table 1 points, Empire Card prices and credits, city cost, new armies.
 */
export const TERRITORIES = 42;
// Local copies: the bundled module's exports are getters, too slow for the loops of playouts.
export const ADJ = ADJACENT;
export const CONTINENT = CONTINENT_OF;
export const CONTINENT_LIST = CONTINENTS;
export const VALUE = GOODS_VALUE;
const DISASTER = DISASTER_OF;
export const CLUBS = 0;
export const HEARTS = 1;
export const SPADES = 2;
export const DIAMONDS = 3;
export const MAX_CITIES = 5;
export const HAND_LIMIT = 5;
export const ACTIVE = 0;

export const isDisaster = (card: number): boolean => DISASTER[card] >= 0;
export const rankOf = (code: number): number => (code % 13) + 1;
export const suitOf = (code: number): number => Math.floor(code / 13);
export const holds = (s: RiskState, seat: number, suit: number, rank: number): boolean =>
  s.empire[seat]?.[rank - 1] === suit;

/** S002 Table 1: n cards of value v are worth v * 2^(n-1); Disasters nothing. */
export function points(cards: readonly number[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) if (c >= 0) counts[VALUE[c]]++;
  let total = 0;
  for (let v = 1; v <= 9; v++) if (counts[v] > 0) total += v * 2 ** (counts[v] - 1);
  return total;
}

export const empireValue = (s: RiskState, seat: number): number =>
  s.empire[seat].reduce((sum, suit, i) => (suit >= 0 ? sum + i + 1 : sum), 0);
export const cityCost = (s: RiskState, seat: number): number => (holds(s, seat, HEARTS, 12) ? 2 : 3);
export const strength = (s: RiskState, t: number): number => s.armies[t] + 3 * s.city[t];
export const isNuked = (s: RiskState, t: number): boolean => s.nukes.some((n) => n.territory === t);

/** S002 2: territories / 3 (at least 3), continents held, one per city, and the 6 of clubs. */
export function income(s: RiskState, seat: number): number {
  const territories = s.territoryCount[seat];
  let armies = Math.max(3, Math.floor(territories / 3)) + s.cityCount[seat];
  for (const c of CONTINENT_LIST) if (c.territories.every((t) => s.owner[t] === seat)) armies += c.bonus;
  if (holds(s, seat, CLUBS, 6)) armies += Math.floor(territories / 6);
  return armies;
}

/** Seats still playing other than `seat`: the only ones that ever attack (the neutral never does). */
export function rivals(s: RiskState, seat: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < s.seats; o++) if (o !== seat && s.status[o] === ACTIVE) out.push(o);
  return out;
}
