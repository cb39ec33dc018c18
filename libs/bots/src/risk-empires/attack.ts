import type { RiskCommand, RiskState } from '@empires/rules-risk-empires';
import { depths, isRival, mine, readBoard, type Board } from './board';
import { conquestOdds } from './odds';
import { ADJ, CLUBS, holds, isNuked, strength, TERRITORIES } from './rules';
import { STYLE, type Style } from './style';
import { bestStrike, bonuses, defenders, worth } from './targets';

// Local copies of imported tables: imported bindings compile to getters, and these are read in every loop.
const adjacent = ADJ;
const territories = TERRITORIES;

/** One command of the Move and Attack step once nothing is pending: strike, drop, nuke, then fortify. */
export function attackStep(s: RiskState, seat: number, style: Style = STYLE): RiskCommand {
  const a = s.attack;
  if (!a) return { type: 'EndTurn' };
  const b = readBoard(s, seat);
  if (!a.moved) {
    const nuke = !a.nukeUsed && holds(s, seat, CLUBS, 12) ? nukeTarget(b) : -1;
    if (nuke >= 0) return { type: 'Nuke', territory: nuke };
    const strike = bestStrike(b, !a.conquered, style);
    if (strike)
      return { type: 'Attack', from: strike.from, to: strike.to, dice: Math.min(3, s.armies[strike.from] - 1) };
    const drop = !a.airDropUsed && holds(s, seat, CLUBS, 9) ? airDrop(b) : null;
    if (drop) return drop;
  }
  if (a.movesLeft > 0) {
    const move = fortify(b);
    if (move) return move;
  }
  return { type: 'EndTurn' };
}

/** Armies to move into a conquered territory: most go where the enemy still is. */
export function occupyCount(
  s: RiskState,
  seat: number,
  from: number,
  to: number,
  min: number,
  style: Style = STYLE,
): number {
  const max = s.armies[from] - 1;
  if (max <= min) return max;
  const b = readBoard(s, seat);
  const front = (t: number, other: number) => adjacent[t].filter((n) => n !== other && !mine(b, n));
  const behind = front(from, to);
  const ahead = front(to, from);
  if (behind.length === 0) return max;
  if (ahead.length === 0) return min;
  // Keep what the rival next to `from` could bring against it; the rest presses on.
  const keep =
    Math.ceil(b.threat[from] * style.occupyKeep) + (behind.some((n) => isRival(s, seat, s.owner[n])) ? 1 : 0);
  return Math.max(min, Math.min(max, s.armies[from] - 1 - keep));
}

/** Table 4, Queen of clubs: the rival's biggest stack next to the seat, if big enough to matter. */
function nukeTarget(b: Board): number {
  const { s, seat } = b;
  let best = -1;
  let most = 5;
  for (let t = 0; t < territories; t++) {
    if (!isRival(s, seat, s.owner[t]) || isNuked(s, t)) continue;
    const near = adjacent[t].some((n) => s.owner[n] === seat);
    const hit = strength(s, t) - 1 + (near ? 2 : 0) + 3 * s.city[t];
    if (hit > most) {
      most = hit;
      best = t;
    }
  }
  return best;
}

/** Table 4, 9 of clubs: 3 armies onto a valuable target anywhere they are likely to take. */
function airDrop(b: Board): RiskCommand | null {
  const { s, seat } = b;
  let from = -1;
  for (let t = 0; t < territories; t++) {
    if (s.owner[t] !== seat || s.armies[t] <= 3) continue;
    if (from < 0 || s.armies[t] - b.threat[t] > s.armies[from] - b.threat[from]) from = t;
  }
  if (from < 0) return null;
  let to = -1;
  let bestScore = 2;
  for (let t = 0; t < territories; t++) {
    if (mine(b, t) || isNuked(s, t)) continue;
    const odds = conquestOdds(3, defenders(b, t), bonuses(b, t));
    const score = odds * worth(b, t);
    if (odds >= 0.55 && score > bestScore) {
      bestScore = score;
      to = t;
    }
  }
  return to < 0 ? null : { type: 'AirDrop', from, to };
}

/**
 * The free move: the biggest idle stack (no enemy next to it) one step toward the front, or
 * spare armies from a quiet border onto a threatened neighbour.
 */
function fortify(b: Board): RiskCommand | null {
  const { s, seat } = b;
  const depth = depths(s, seat);
  let best: RiskCommand | null = null;
  let bestGain = 0;
  for (let from = 0; from < territories; from++) {
    if (s.owner[from] !== seat || s.armies[from] < 2) continue;
    const spare = b.hostile[from] === 0 ? s.armies[from] - 1 : Math.floor(s.armies[from] - 1 - b.threat[from] * 1.2);
    if (spare <= 0) continue;
    for (const to of adjacent[from]) {
      if (s.owner[to] !== seat || isNuked(s, to)) continue;
      const closer = depth[to] < depth[from];
      const needier = b.threat[to] - s.armies[to] > b.threat[from] - s.armies[from];
      if (!closer && !(b.hostile[from] > 0 && needier)) continue;
      const gain = spare * (1 + b.threat[to] / 10) * (closer ? 1 : 0.5);
      if (gain > bestGain) {
        bestGain = gain;
        best = { type: 'Move', from, to, armies: spare };
      }
    }
  }
  return best;
}
