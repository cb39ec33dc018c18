import type { Draft } from './draft';

/**
 * Sets one territory's owner, armies and city on a draft, keeping the per-seat counts
 * (territories, cities, armies on board) in step. Only the arrays that change are copied.
 */
export function setTerritory(d: Draft, t: number, owner: number, armies: number, city: number): void {
  const was = d.owner[t];
  const wasArmies = d.armies[t];
  const wasCity = d.city[t];
  if (was !== owner) {
    const owners = d.owner.slice();
    owners[t] = owner;
    d.owner = owners;
    const counts = d.territoryCount.slice();
    if (was >= 0) counts[was]--;
    if (owner >= 0) counts[owner]++;
    d.territoryCount = counts;
  }
  if (wasArmies !== armies) {
    const a = d.armies.slice();
    a[t] = armies;
    d.armies = a;
  }
  if (was !== owner || wasArmies !== armies) {
    const onBoard = d.onBoard.slice();
    if (was >= 0) onBoard[was] -= wasArmies;
    if (owner >= 0) onBoard[owner] += armies;
    d.onBoard = onBoard;
  }
  if (wasCity !== city) {
    const c = d.city.slice();
    c[t] = city;
    d.city = c;
  }
  if (was !== owner || wasCity !== city) {
    const cities = d.cityCount.slice();
    if (was >= 0) cities[was] -= wasCity;
    if (owner >= 0) cities[owner] += city;
    d.cityCount = cities;
  }
}

/** Adds armies to a territory for its owner. */
export const addArmies = (d: Draft, t: number, n: number): void =>
  setTerritory(d, t, d.owner[t], d.armies[t] + n, d.city[t]);

export function addTo(d: Draft, field: 'toPlace' | 'onBoard', seat: number, n: number): void {
  const xs = d[field].slice();
  xs[seat] += n;
  d[field] = xs;
}
