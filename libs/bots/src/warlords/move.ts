import {
  GENERALS,
  maxRegiments,
  supplyComponents,
  type WarlordsCommand,
  type WarlordsState,
} from '@empires/rules-warlords';
import { listed, type Action, type Of } from './listed';
import { attackChance } from './odds';
import type { Style } from './style';
import { boardOf, distanceTo, generalsOf, homeCapital, nearestEnemyCapital, threatNear } from './table';

type Move = Of<'MoveGeneral'>;
type Attack = Of<'Attack'>;

/** Spaces around which an idle general looks for an unoccupied town to take. */
const TOWN_REACH = 8;

/**
 * Step 2, one command at a time: the general moving goes on while his plan has a step left, then
 * the others in turn, attacks first; when nobody has anything worth doing, movement ends.
 */
export function movement(s: WarlordsState, seat: number, legal: readonly Action[], style: Style): WarlordsCommand {
  const mover = s.turn?.mover ?? -1;
  const pieces = [...new Set([...listed(legal, 'MoveGeneral'), ...listed(legal, 'Attack')].map((a) => a.piece))];
  pieces.sort((a, b) => (a === mover ? -1 : b === mover ? 1 : s.pieces[b].regiments - s.pieces[a].regiments));
  // The biggest general leads an attack: the main general's row gives the most.
  const leaders = [...pieces].sort((a, b) => s.pieces[b].regiments - s.pieces[a].regiments);
  const attacks = leaders.map((piece) => bestAttack(s, seat, piece, legal, style)).filter((a) => a !== null);
  if (attacks.length) return attacks[0];
  for (const piece of pieces) {
    const reveal = revealFirst(s, seat, piece, legal, style);
    if (reveal) return reveal;
    const step = bestStep(s, seat, piece, legal, style, false);
    if (step) return step;
  }
  if (legal.some((a) => a.type === 'EndMovement')) return { type: 'EndMovement' };
  // The mover stands on a friendly piece and may not stop there: any step off it.
  return bestStep(s, seat, mover, legal, style, true) ?? { type: 'EndMovement' };
}

/** The attack worth making for `piece`: assisting a battle already declared, or the likeliest win above the bar. */
function bestAttack(s: WarlordsState, seat: number, piece: number, legal: readonly Action[], style: Style) {
  const mine = listed(legal, 'Attack').filter((a) => a.piece === piece);
  let best: Attack | null = null;
  let bestChance = 0;
  for (const a of mine) {
    const declared = s.turn?.battles.find((b) => b.target === a.target)?.attackers ?? [];
    if (!a.main) {
      // One more general beside an attack adds his bonus; joining one already all but won only risks him.
      if (attackChance(s, seat, declared, a.target) < 0.95) return a;
      continue;
    }
    if (declared.length) continue;
    const capital = s.towns[s.townAt[a.target]]?.kind === 'capital';
    // The generals who could assist him there this turn count: they join once the battle is declared.
    const helpers = listed(legal, 'Attack')
      .filter((h) => h.target === a.target && h.piece !== piece && h.main)
      .map((h) => h.piece);
    const chance = attackChance(s, seat, [piece, ...new Set(helpers)], a.target);
    if (chance >= style.attackBar - (capital ? 0.1 : 0) && chance > bestChance) {
      best = a;
      bestChance = chance;
    }
  }
  return best;
}

/** Where `piece` is headed, or -1 to stay: the plan of his role. */
function goalOf(s: WarlordsState, seat: number, piece: number, style: Style): number {
  const p = s.pieces[piece];
  const capital = homeCapital(s, seat);
  const home = distanceTo(boardOf(s), capital);
  const marching = p.regiments >= Math.min(style.marchAt, maxRegiments(s, piece));
  if (threatNear(s, seat, capital, style.alarm) >= p.regiments / 2 && !(marching && home[p.space] > style.alarm))
    return capital;
  if (marching) return nearestEnemyCapital(s, seat, p.space);
  if (p.regiments >= 2) return nearestOpenTown(s, p.space);
  return -1;
}

function nearestOpenTown(s: WarlordsState, from: number): number {
  let best = -1;
  let bestDistance = TOWN_REACH + 1;
  for (const t of s.towns) {
    if (t.occupant >= 0) continue;
    const d = distanceTo(boardOf(s), t.space)[from];
    if (d < bestDistance) {
      bestDistance = d;
      best = t.space;
    }
  }
  return best;
}

/**
 * The listed step that brings `piece` nearest his goal, if it brings him nearer (any step at all when
 * `forced`). Going home he stops beside the capital. A general that does not march lays a line on a
 * step that leaves the network from a part of it joined to a town, so supply follows him.
 */
function bestStep(
  s: WarlordsState,
  seat: number,
  piece: number,
  legal: readonly Action[],
  style: Style,
  forced: boolean,
) {
  if (piece < 0) return null;
  const goal = goalOf(s, seat, piece, style);
  const moves = listed(legal, 'MoveGeneral').filter((a) => a.piece === piece);
  if (moves.length === 0 || (goal < 0 && !forced)) return null;
  const board = boardOf(s);
  const d = goal >= 0 ? distanceTo(board, goal) : distanceTo(board, homeCapital(s, seat));
  const here = s.pieces[piece].space;
  const stopAt = goal === homeCapital(s, seat) ? 1 : 0;
  if (!forced && d[here] <= stopAt) return null;
  let best: Move | null = null;
  for (const m of moves) if (!m.lay && (best === null || d[m.to] < d[best.to])) best = m;
  if (!best || (!forced && d[best.to] >= d[here])) return null;
  const layable = moves.some((m) => m.lay && m.to === best.to);
  return layable && shouldLay(s, seat, piece, best.to, style) ? { ...best, lay: true } : best;
}

function shouldLay(s: WarlordsState, seat: number, piece: number, to: number, style: Style): boolean {
  const p = s.pieces[piece];
  if (!style.lay || p.regiments < 4 || p.regiments >= Math.min(style.marchAt, maxRegiments(s, piece))) return false;
  const label = supplyComponents(s, seat);
  if (label[to] > 0) return false;
  const fed = s.towns.some((t) => t.occupant === seat && label[t.space] === label[p.space]);
  // He himself is part of the network: what matters is whether a town is still joined once he moves on.
  return fed && boardOf(s).neighbours[p.space].some((n) => n >= 0 && label[n] === label[p.space] && n !== to);
}

/**
 * Concealment: a general stays face down, his traits unknown to the enemy, until a battle turns him
 * over; he is revealed by choice only where his pro pays at once and his con costs nothing now: a
 * speed pro on a general about to march, when his con does not cap him below his army.
 */
function revealFirst(s: WarlordsState, seat: number, piece: number, legal: readonly Action[], style: Style) {
  const p = s.pieces[piece];
  if (p.revealed || p.card < 0 || s.turn?.mover === piece || s.turn?.moved.includes(piece)) return null;
  if (!legal.some((a) => a.type === 'RevealGeneral' && a.piece === piece)) return null;
  const g = GENERALS[p.card];
  const marching = p.regiments >= style.marchAt;
  const capped = g.con.kind === 'maxRegiments' && g.con.value < p.regiments;
  const weakens = g.con.kind === 'fight' || g.con.kind === 'attack' || g.con.kind === 'kills';
  if (g.pro.kind === 'speed' && marching && !capped && !weakens && generalsOf(s, seat).includes(piece))
    return { type: 'RevealGeneral' as const, piece };
  return null;
}
