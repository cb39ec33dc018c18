import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { boardOf, type WarlordsState } from '../state';
import { speedOf } from '../traits';

/** What a space is to a moving general of `seat` (`mover` himself is not in the way). */
export type SpaceKind = 'off' | 'free' | 'enemyLine' | 'friendly' | 'enemy' | 'openTown';

export function otherGeneralAt(s: WarlordsState, space: number, except: number): number {
  const ps = s.pieces;
  for (let i = 0; i < ps.length; i++) {
    if (i === except) continue;
    const p = ps[i];
    if (p.space === space && p.attacking < 0 && (p.status === 'active' || p.status === 'abandoned')) return i;
  }
  return -1;
}

export function classify(s: WarlordsState, seat: number, space: number, mover: number): SpaceKind {
  if (space < 0) return 'off';
  const g = otherGeneralAt(s, space, mover);
  if (g >= 0) return s.pieces[g].owner === seat ? 'friendly' : 'enemy';
  const t = s.townAt[space];
  if (t >= 0) {
    const occupant = s.towns[t].occupant;
    return occupant === seat ? 'friendly' : occupant >= 0 ? 'enemy' : 'openTown';
  }
  const line = s.lines[space];
  return line >= 0 && line !== seat ? 'enemyLine' : 'free';
}

/** The general of a surrendered empire at `space` (attacked, he is slaughtered without a fight), or -1. */
export function abandonedAt(s: WarlordsState, space: number, except: number): number {
  const g = otherGeneralAt(s, space, except);
  return g >= 0 && s.pieces[g].status === 'abandoned' ? g : -1;
}

/** Whether a supply line of another seat lies on `space`. */
export const enemyLineAt = (s: WarlordsState, seat: number, space: number): boolean =>
  s.lines[space] >= 0 && s.lines[space] !== seat;

/** A space a general may end on or be put back on: no town, no enemy line, no general but `except`. */
export function freeFor(s: WarlordsState, seat: number, space: number, except: number): boolean {
  if (space < 0 || s.townAt[space] >= 0) return false;
  if (s.lines[space] >= 0 && s.lines[space] !== seat) return false;
  return otherGeneralAt(s, space, except) < 0;
}

/** Spaces next to a town a general inside it may leave to. */
export const exitsOf = (s: WarlordsState, seat: number, town: number, piece: number): number[] =>
  boardOf(s).neighbours[town].filter((n) => freeFor(s, seat, n, piece));

/** Whether he may end his movement where he stands: not on a friendly general, town or capital. */
export function canStop(s: WarlordsState, piece: number): boolean {
  const p = s.pieces[piece];
  return s.townAt[p.space] < 0 && otherGeneralAt(s, p.space, piece) < 0;
}

export const spentBy = (s: WarlordsState, piece: number): number => (s.turn?.mover === piece ? s.turn.spent : 0);
export const modeOf = (s: WarlordsState, piece: number): 0 | 1 | 2 => (s.turn?.mover === piece ? s.turn.mode : 0);

/** One more space, moving or attacking, must fit his speed this turn (`slowed` once he lays or destroys a line). */
export function speedProblem(s: WarlordsState, piece: number, slowed: boolean): RuleViolation | null {
  const speed = speedOf(s, piece, slowed);
  return spentBy(s, piece) + 1 > speed ? violation(W.tooFar, `he moves ${speed} spaces this turn`) : null;
}

/** Checks shared by every movement command: the step, the piece, and one general moving at a time. */
function moverProblem(s: WarlordsState, seat: number, piece: unknown): RuleViolation | null {
  const t = s.turn;
  if (!t || t.step !== 'move') return violation(W.wrongStep, 'generals move in step 2');
  if (s.pending) return violation(W.decisionPending, 'a decision is awaited first');
  const p = typeof piece === 'number' ? s.pieces[piece] : undefined;
  if (!p || p.owner !== seat || p.status !== 'active')
    return violation(W.notYourPiece, 'not one of your generals on the board');
  if (t.moved.includes(piece as number) || p.attacking >= 0)
    return violation(W.alreadyMoved, 'he has already moved this turn');
  if (t.mover >= 0 && t.mover !== piece && !canStop(s, t.mover))
    return violation(W.mustKeepMoving, 'the moving general may not end his move on a friendly piece');
  return null;
}

/** As `moverProblem`, and the space he steps to must neighbour his own: `rule` says so where it does not. */
export function stepProblem(
  s: WarlordsState,
  seat: number,
  piece: number,
  to: number,
  rule: string,
): RuleViolation | null {
  const base = moverProblem(s, seat, piece);
  if (base) return base;
  if (!Number.isInteger(to) || to < 0 || !boardOf(s).neighbours[s.pieces[piece].space].includes(to))
    return violation(W.notAdjacent, rule);
  return null;
}

/**
 * Whether, having entered a friendly general's, town's or capital's space, he can still go on to
 * somewhere he may end: a free space, an enemy line he may destroy, an enemy to attack or an
 * unoccupied town he could leave again.
 */
export function canContinue(
  s: WarlordsState,
  seat: number,
  piece: number,
  from: number,
  used: number,
  mode: 0 | 1 | 2,
): boolean {
  const { neighbours } = boardOf(s);
  const speed = speedOf(s, piece, mode !== 0);
  const slowedSpeed = speedOf(s, piece, true);
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let k = used; frontier.length && k < speed; k++) {
    const next: number[] = [];
    for (const x of frontier) {
      for (const n of neighbours[x]) {
        if (n < 0 || seen.has(n)) continue;
        const kind = classify(s, seat, n, piece);
        // Taking the space of a surrendered empire's general destroys an enemy line under him, as entering it would.
        const destroys =
          kind === 'enemyLine' || (kind === 'enemy' && abandonedAt(s, n, piece) >= 0 && enemyLineAt(s, seat, n));
        if (destroys) {
          if (mode !== 1 && k + 1 <= slowedSpeed) return true;
        } else if (kind === 'free' || kind === 'enemy') return true;
        if (kind === 'openTown' && exitsOf(s, seat, n, piece).length) return true;
        if (kind === 'friendly') {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return false;
}
