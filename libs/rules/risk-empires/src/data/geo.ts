import { ADJACENT, CONTINENTS, TERRITORY_IDS } from './map';

export const TERRITORIES = TERRITORY_IDS.length;

const index = new Map<string, number>(TERRITORY_IDS.map((id, i) => [id, i]));

/** Territory index of a map id, or -1. */
export const territoryIndex = (id: string): number => index.get(id) ?? -1;

// A 42x42 table answers "are these neighbours?" in one read: the attack and move checks ask often.
const neighbours = new Uint8Array(TERRITORIES * TERRITORIES);
ADJACENT.forEach((list, a) => list.forEach((b) => (neighbours[a * TERRITORIES + b] = 1)));

export const adjacent = (a: number, b: number): boolean => neighbours[a * TERRITORIES + b] === 1;

/** Continents wholly held by `seat` on the board `owner`. */
export function continentsHeld(owner: readonly number[], seat: number): number[] {
  const held: number[] = [];
  CONTINENTS.forEach((c, i) => {
    if (c.territories.every((t) => owner[t] === seat)) held.push(i);
  });
  return held;
}
