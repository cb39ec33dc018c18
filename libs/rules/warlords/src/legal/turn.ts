import type { LegalAction } from '@empires/rules-kernel';
import type { WarlordsCommand } from '../commands';
import { proposeProblem } from '../end/end';
import { endTurnProblem } from '../end/turn';
import { attackProblem } from '../rules/attack';
import { chiefTargets } from '../rules/chief';
import { endMovementProblem, moveProblem } from '../rules/move';
import { canStop, classify } from '../rules/movement';
import { capacityLeft, dismissProblem, raiseProblem } from '../rules/raise';
import { supplyComponents } from '../supply';
import { boardOf, type Turn, type WarlordsState } from '../state';
import { maxRegiments } from '../traits';

type Action = LegalAction<WarlordsCommand>;

const count = (min: number, max: number): number | { min: number; max: number } => (min === max ? min : { min, max });

function raiseActions(s: WarlordsState, seat: number): Action[] {
  const out: Action[] = [];
  const label = supplyComponents(s, seat);
  const generals = s.pieces.map((p, i) => (p.owner === seat && p.status === 'active' ? i : -1)).filter((i) => i >= 0);
  for (const t of s.towns) {
    const left = capacityLeft(s, seat, t.space);
    if (left <= 0) continue;
    for (const piece of generals) {
      const room = Math.min(left, maxRegiments(s, piece) - s.pieces[piece].regiments);
      if (room >= 1 && !raiseProblem(s, seat, t.space, piece, 1, label))
        out.push({ type: 'RaiseRegiments', from: t.space, piece, count: count(1, room) });
    }
  }
  for (const piece of generals) {
    const regiments = s.pieces[piece].regiments;
    if (regiments > 1 && !dismissProblem(s, seat, piece, 1, label))
      out.push({ type: 'DismissRegiments', piece, count: count(1, regiments - 1) });
  }
  out.push({ type: 'EndRaising' });
  return out;
}

function moveActions(s: WarlordsState, seat: number, t: Turn): Action[] {
  const out: Action[] = [];
  const mover = t.mover;
  const stuck = mover >= 0 && !canStop(s, mover);
  const { neighbours } = boardOf(s);
  s.pieces.forEach((p, piece) => {
    if (p.owner !== seat || p.status !== 'active' || p.attacking >= 0 || t.moved.includes(piece)) return;
    if (stuck && piece !== mover) return;
    for (const to of neighbours[p.space]) {
      if (to < 0) continue;
      if (classify(s, seat, to, piece) !== 'enemy') {
        for (const lay of [false, true])
          if (!moveProblem(s, seat, piece, to, lay)) out.push({ type: 'MoveGeneral', piece, to, lay });
      } else if (!attackProblem(s, seat, piece, to, true)) {
        out.push({ type: 'Attack', piece, target: to, main: true });
        if (!attackProblem(s, seat, piece, to, false) && t.battles.some((b) => b.target === to))
          out.push({ type: 'Attack', piece, target: to, main: false });
      }
    }
  });
  if (!endMovementProblem(s)) out.push({ type: 'EndMovement' });
  return out;
}

/** The commands of the seat whose turn it is, when no decision is awaited. */
export function turnActions(s: WarlordsState, seat: number): Action[] {
  const t = s.turn;
  if (!t) return [];
  let out: Action[] = [];
  if (t.step === 'raise') out = raiseActions(s, seat);
  else if (t.step === 'move') out = moveActions(s, seat, t);
  else if (t.step === 'battle')
    out = t.battles.filter((b) => !b.fought).map((b): Action => ({ type: 'Fight', target: b.target }));
  else out = chiefTargets(s, seat).map((to): Action => ({ type: 'MoveChiefOfStaff', to }));
  if (!endTurnProblem(s, seat)) out.push({ type: 'EndTurn' });
  const draw = s.seats.map(() => 1);
  if (!proposeProblem(s, seat, draw)) out.push({ type: 'ProposeEnd', ranks: draw });
  return out;
}
