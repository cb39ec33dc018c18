import { put, type Draft } from './draft';

/** A copy of a per-seat count: `before` taken from the old owner, `after` given to the new (neutral keeps no count). */
function shifted(counts: readonly number[], was: number, before: number, owner: number, after: number): number[] {
  const out = counts.slice();
  if (was >= 0) out[was] -= before;
  if (owner >= 0) out[owner] += after;
  return out;
}

/**
 * Sets one territory's owner, armies and city on a draft, keeping the per-seat counts
 * (territories, cities, armies on board) in step. Only the arrays that change are copied.
 */
export function setTerritory(d: Draft, t: number, owner: number, armies: number, city: number): void {
  const was = d.owner[t];
  const wasArmies = d.armies[t];
  const wasCity = d.city[t];
  if (was !== owner) {
    d.owner = put(d.owner, t, owner);
    d.territoryCount = shifted(d.territoryCount, was, 1, owner, 1);
  }
  if (wasArmies !== armies) d.armies = put(d.armies, t, armies);
  if (was !== owner || wasArmies !== armies) d.onBoard = shifted(d.onBoard, was, wasArmies, owner, armies);
  if (wasCity !== city) d.city = put(d.city, t, city);
  if (was !== owner || wasCity !== city) d.cityCount = shifted(d.cityCount, was, wasCity, owner, city);
}

/** Adds armies to a territory for its owner. */
export const addArmies = (d: Draft, t: number, n: number): void =>
  setTerritory(d, t, d.owner[t], d.armies[t] + n, d.city[t]);

export function addTo(d: Draft, field: 'toPlace' | 'onBoard', seat: number, n: number): void {
  const xs = d[field].slice();
  xs[seat] += n;
  d[field] = xs;
}
