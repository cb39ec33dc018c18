import { RULINGS_1_0 } from '../rulings';
import { INITIAL_SUPPLY } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import type { EventOf } from '../events';
import { ACTIVE, UNCLAIMED } from '../state';
import { setTerritory } from './board';
import type { Draft } from './draft';

const perSeat = <T>(n: number, f: () => T): T[] => Array.from({ length: n }, f);

export function gameSetUp(d: Draft, e: EventOf<'GameSetUp'>): void {
  const n = e.seats;
  d.seats = n;
  d.options = e.options;
  d.rulings = e.rulings ?? RULINGS_1_0;
  d.neutral = e.neutral;
  d.phase = 'claim';
  d.round = 0;
  d.seat = e.first;
  d.first = e.first;
  d.dir = 1;
  d.owner = Array(TERRITORIES).fill(UNCLAIMED);
  d.armies = Array(TERRITORIES).fill(0);
  d.city = Array(TERRITORIES).fill(0);
  d.status = Array(n).fill(ACTIVE);
  d.territoryCount = Array(n).fill(0);
  d.cityCount = Array(n).fill(0);
  d.onBoard = Array(n).fill(0);
  d.toPlace = Array(n).fill(e.armies);
  d.eliminations = Array(n).fill(0);
  d.cards = perSeat(n, () => []);
  d.goods = perSeat(n, () => []);
  d.aside = perSeat(n, () => []);
  d.empire = perSeat(n, () => Array(13).fill(-1));
  d.supply = INITIAL_SUPPLY;
}

export function territoriesDealt(d: Draft, e: EventOf<'TerritoriesDealt'>): void {
  const toPlace = d.toPlace.slice();
  for (let t = 0; t < TERRITORIES; t++) {
    setTerritory(d, t, e.owners[t], e.armies[t], 0);
    if (e.owners[t] >= 0) toPlace[e.owners[t]] -= e.armies[t];
  }
  d.toPlace = toPlace;
  d.phase = 'setupPlace';
}

export function territoryClaimed(d: Draft, e: EventOf<'TerritoryClaimed'>): void {
  setTerritory(d, e.territory, e.seat, 1, 0);
  const toPlace = d.toPlace.slice();
  toPlace[e.seat]--;
  d.toPlace = toPlace;
  d.seat = e.next;
  d.dir = e.dir;
  if (!d.owner.includes(UNCLAIMED)) d.phase = 'setupPlace';
}

export function setupArmyPlaced(d: Draft, e: EventOf<'SetupArmyPlaced'>): void {
  setTerritory(d, e.territory, e.seat, d.armies[e.territory] + 1, 0);
  const toPlace = d.toPlace.slice();
  toPlace[e.seat]--;
  d.toPlace = toPlace;
  d.seat = e.next;
  d.dir = e.dir;
}
