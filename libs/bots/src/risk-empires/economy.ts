import type { RiskCommand, RiskState } from '@empires/rules-risk-empires';
import { readBoard } from './board';
import { keepBest, lossOf } from './hand';
import {
  CLUBS,
  cityCost,
  DIAMONDS,
  empireValue,
  HAND_LIMIT,
  HEARTS,
  isDisaster,
  MAX_CITIES,
  rankOf,
  rivals,
  SPADES,
  suitOf,
  TERRITORIES,
} from './rules';
import { STYLE, type Style } from './style';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const territories = TERRITORIES;

/**
 * S002 5a: a city is an army and a goods card every round for three armies once, so the seat builds
 * up to five, on the territory that can best spare the armies (the quietest, then the biggest).
 */
export function cityPlace(s: RiskState, seat: number, style: Style = STYLE): number {
  if (s.cityCount[seat] >= Math.min(MAX_CITIES, style.cities)) return -1;
  const b = readBoard(s, seat);
  const cost = cityCost(s, seat);
  let best = -1;
  let bestScore = -Infinity;
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== seat || s.city[t] || s.armies[t] < cost) continue;
    const left = s.armies[t] - cost;
    // Left with fewer than the rival could bring, a city there would feed the rival a goods card.
    if (b.threat[t] > 0 && left + 3 < b.threat[t] * 0.8) continue;
    const score = -b.threat[t] - 2 * (b.hostile[t] > 0 ? 1 : 0) + left * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/** Table 4 powers, in rank points on top of the card's face value. */
const POWER: Readonly<Record<string, number>> = {
  [`${SPADES}:9`]: 6,
  [`${SPADES}:6`]: 3,
  [`${SPADES}:3`]: 1.5,
  [`${CLUBS}:6`]: 2,
  [`${CLUBS}:3`]: 1,
  [`${CLUBS}:9`]: 1,
  [`${CLUBS}:12`]: 2,
  [`${HEARTS}:12`]: 1,
  [`${HEARTS}:3`]: 0.5,
  [`${HEARTS}:6`]: 0.5,
  [`${HEARTS}:9`]: 0.5,
  [`${DIAMONDS}:3`]: 0.5,
  [`${DIAMONDS}:6`]: 0.5,
  [`${DIAMONDS}:9`]: 0.5,
};

/** Clubs and Hearts go up to the King: credit there pays off further. */
const suitReach = (suit: number): number => (suit === CLUBS || suit === HEARTS ? 13 : 10);

/**
 * S002 8: among the cards the rules list as affordable (each with its cheapest payment), the one
 * giving the most rank, power and future credit per point of hand value spent. The last King is
 * bought only when it wins the game on the spot.
 */
export function purchase(
  s: RiskState,
  seat: number,
  options: readonly { cards: readonly number[]; goods: readonly number[] }[],
  style: Style = STYLE,
): RiskCommand | null {
  const hand = s.goods[seat];
  let best: RiskCommand | null = null;
  let bestScore = 0;
  for (const o of options) {
    const code = o.cards[0];
    const rank = rankOf(code);
    const suit = suitOf(code);
    if (endsGameLosing(s, seat, code)) continue;
    const future = (0.2 * rank * Math.max(0, suitReach(suit) - rank)) / 10;
    const gain = rank + (POWER[`${suit}:${rank}`] ?? 0) + future;
    const spent = lossOf(hand, o.goods) / 10;
    const score = gain / Math.max(0.25, spent);
    if (score >= style.buyAt && score > bestScore) {
      bestScore = score;
      best = { type: 'BuyEmpireCards', cards: [code], goods: o.goods };
    }
  }
  return best;
}

/** Buying the last King ends the game at once: only worth it when the seat then ranks first. */
function endsGameLosing(s: RiskState, seat: number, code: number): boolean {
  if (rankOf(code) !== 13) return false;
  const otherKing = suitOf(code) === CLUBS ? 13 * HEARTS + 12 : 13 * CLUBS + 12;
  if (s.supply[otherKing] > 0) return false;
  const mine = empireValue(s, seat) + 13;
  return rivals(s, seat).some((o) => empireValue(s, o) >= mine);
}

/** The end of the step: keep the 5 cards worth most together; Disasters stay only while there is room. */
export function discard(s: RiskState, seat: number): number[] {
  const hand = s.goods[seat];
  if (hand.length <= HAND_LIMIT) return [];
  const kept = keepBest(
    hand.filter((c) => !isDisaster(c)),
    HAND_LIMIT,
  );
  return hand.filter((c) => !kept.includes(c));
}

/** S002 Riots: the first city checked riots most often, so the quietest city goes first. */
export function riotOrder(s: RiskState, seat: number): number[] {
  const b = readBoard(s, seat);
  const cities: number[] = [];
  for (let t = 0; t < territories; t++) if (s.owner[t] === seat && s.city[t]) cities.push(t);
  return cities.sort((x, y) => b.threat[x] - b.threat[y] || s.armies[x] - s.armies[y] || x - y);
}
