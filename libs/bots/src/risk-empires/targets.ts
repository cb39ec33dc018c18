import { completes, holdsContinentOf, isRival, mine, type Board } from './board';
import { conquestOdds, type Bonuses } from './odds';
import { ADJ, CONTINENT, CONTINENT_LIST, holds, isNuked, SPADES, strength, TERRITORIES } from './rules';
import { STYLE, type Style } from './style';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const adjacent = ADJ;
const continentOf = CONTINENT;
const continents = CONTINENT_LIST;
const territories = TERRITORIES;

/** Dice bonuses of the seat's Empire Cards against `to` (Table 4 spades; a city's +1). */
export function bonuses(b: Board, to: number): Bonuses {
  const { s, seat } = b;
  return {
    attackHigh: (holds(s, seat, SPADES, 6) ? 1 : 0) + (holds(s, seat, SPADES, 9) ? 2 : 0),
    attackLow: holds(s, seat, SPADES, 3) ? 1 : 0,
    defendHigh: s.city[to],
  };
}

/**
 * What taking `t` is worth, in territories: a rival's city (its income and a goods card), a
 * continent completed or broken, the next step into the target continent, the rival's last lands.
 */
export function worth(b: Board, t: number): number {
  const { s, seat } = b;
  const owner = s.owner[t];
  const c = continentOf[t];
  let v = 1;
  if (c === b.target) v += 1.5;
  if (completes(b, t)) v += 1.5 * continents[c].bonus;
  if (isRival(s, seat, owner)) {
    v += 1;
    if (s.city[t]) v += 4;
    if (holdsContinentOf(b, owner, t)) v += continents[c].bonus;
    const left = s.territoryCount[owner];
    v += left <= 1 ? 60 : 8 / left;
  }
  return v;
}

/** Army-equivalents defending `t`: a city adds 3 (it converts when the armies fall). */
export const defenders = (b: Board, t: number): number => strength(b.s, t);

export interface Strike {
  readonly from: number;
  readonly to: number;
  readonly odds: number;
  readonly worth: number;
}

/**
 * The best attack open to the seat now: for each target its strongest neighbour, the chance to
 * take it with the armies that neighbour can spare, and its worth. The bar falls as the prize rises, and the first conquest of a turn is
 * worth a territory card more.
 */
export function bestStrike(b: Board, firstConquest: boolean, style: Style = STYLE): Strike | null {
  const { s, seat } = b;
  let best: Strike | null = null;
  let bestScore = 0;
  for (let to = 0; to < territories; to++) {
    if (mine(b, to) || isNuked(s, to)) continue;
    let from = -1;
    for (const n of adjacent[to])
      if (s.owner[n] === seat && s.armies[n] >= 2 && (from < 0 || s.armies[n] > s.armies[from])) from = n;
    if (from < 0) continue;
    // Armies a rival elsewhere could turn on `from` stay home: only the rest count for this fight.
    const elsewhere = b.threat[from] - (isRival(s, seat, s.owner[to]) ? Math.max(0, s.armies[to] - 1) : 0);
    const attackers = s.armies[from] - 1 - Math.ceil(style.reserve * elsewhere);
    if (attackers <= 0) continue;
    const odds = conquestOdds(attackers, defenders(b, to), bonuses(b, to));
    const w = worth(b, to) + (firstConquest ? 1.5 : 0);
    if (odds < bar(w, style)) continue;
    const score = odds * w;
    if (score > bestScore) {
      bestScore = score;
      best = { from, to, odds, worth: w };
    }
  }
  return best;
}

/** The least chance worth rolling for: 0.75 for a plain territory, down to 0.3 for a decisive one. */
const bar = (w: number, style: Style = STYLE): number => Math.max(0.3, style.barBase - style.barSlope * w);
