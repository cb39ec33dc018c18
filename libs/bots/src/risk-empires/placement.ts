import type { RiskState } from '@empires/rules-risk-empires';
import { holdsContinentOf, isRival, mine, readBoard, type Board } from './board';
import { conquestOdds } from './odds';
import { ADJ, CONTINENT, CONTINENT_LIST, isNuked, TERRITORIES } from './rules';
import { STYLE, type Style } from './style';
import { bonuses, defenders, worth } from './targets';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const adjacent = ADJ;
const continentOf = CONTINENT;
const continents = CONTINENT_LIST;
const territories = TERRITORIES;

/** Classic claiming: the territory that best grows a continent the seat can hope to hold. */
export function claimTarget(s: RiskState, seat: number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== -2) continue;
    const c = continents[continentOf[t]];
    const ours = c.territories.filter((x) => s.owner[x] === seat).length;
    const theirs = c.territories.filter((x) => s.owner[x] >= 0 && s.owner[x] !== seat).length;
    const touching = adjacent[t].filter((n) => s.owner[n] === seat).length;
    const score =
      (ours + 1) / c.territories.length -
      theirs / c.territories.length +
      0.3 * touching +
      c.bonus / (c.territories.length * 4);
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/**
 * Where new armies go, and how many: first where a rival could break something the seat holds (a
 * continent, a city) unless it is too late to save; then all the rest onto the stack that strikes
 * the most valuable target.
 */
export function placement(
  s: RiskState,
  seat: number,
  count: number,
  style: Style = STYLE,
): { territory: number; count: number } | null {
  const b = readBoard(s, seat);
  const defend = weakestWall(b, style);
  if (defend) return { territory: defend.territory, count: Math.min(count, defend.need) };
  const stage = stagingPoint(b, count);
  return stage < 0 ? null : { territory: stage, count };
}

/** The valuable border most short of the armies a rival next to it could bring. */
function weakestWall(b: Board, style: Style): { territory: number; need: number } | null {
  const { s, seat } = b;
  let best: { territory: number; need: number } | null = null;
  let bestScore = 0;
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== seat || b.threat[t] === 0 || isNuked(s, t)) continue;
    const stake = s.city[t] * 3 + (holdsContinentOf(b, seat, t) ? continents[continentOf[t]].bonus : 0);
    if (stake === 0) continue;
    const need = Math.ceil(b.threat[t] * style.wall) - s.armies[t] - 2 * s.city[t];
    if (need <= 0) continue;
    const score = stake / need;
    if (score > bestScore) {
      bestScore = score;
      best = { territory: t, need };
    }
  }
  return best;
}

/** The border territory whose best target, with the new armies added, is worth most. */
function stagingPoint(b: Board, extra: number): number {
  const { s, seat } = b;
  let best = -1;
  let bestScore = -Infinity;
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== seat || isNuked(s, t)) continue;
    if (b.hostile[t] === 0) continue;
    let score = 0;
    for (const n of adjacent[t]) {
      if (mine(b, n) || isNuked(s, n)) continue;
      const odds = conquestOdds(s.armies[t] - 1 + extra, defenders(b, n), bonuses(b, n));
      score = Math.max(score, odds * worth(b, n));
    }
    // A border facing a rival also needs the armies to stand.
    for (const n of adjacent[t])
      if (isRival(s, seat, s.owner[n])) score += 0.05 * Math.max(0, s.armies[n] - s.armies[t]);
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  if (best >= 0) return best;
  for (let t = 0; t < territories; t++) if (s.owner[t] === seat && !isNuked(s, t)) return t;
  return -1;
}
