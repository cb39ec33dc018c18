import { TERRITORIES } from './geo';

/**
 * The classic deck: one card per territory plus two wild cards (ids 42 and 43). The reference
 * map does not say which territory shows which design, so designs go round in map order
 * (infantry, cavalry, artillery), 14 of each as in the classic deck.
 */
export const TERRITORY_CARDS = TERRITORIES + 2;
export const WILD = 3;
export const designOf = (card: number): number => (card >= TERRITORIES ? WILD : card % 3);

/** Three of one design, one of each, or any two with a wild (classic Play of Cards). */
export function isSet(cards: readonly number[]): boolean {
  if (cards.length !== 3) return false;
  const designs = cards.map(designOf);
  const wilds = designs.filter((d) => d === WILD).length;
  if (wilds > 0) return true;
  const [a, b, c] = designs;
  return (a === b && b === c) || (a !== b && b !== c && a !== c);
}

/** Every set in a hand, as index triples into it. Hands stay small (at most ~12 cards). */
export function setsIn(hand: readonly number[]): number[][] {
  const sets: number[][] = [];
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++)
        if (isSet([hand[i], hand[j], hand[k]])) sets.push([hand[i], hand[j], hand[k]]);
  return sets;
}
