import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { moverOf, turnSeat, type WarlordsState } from '../state';
import { lineCost } from '../traits';
import { canContinue, canStop, classify, exitsOf, modeOf, speedProblem, spentBy, stepProblem } from './movement';

/**
 * One space of a general's movement. Speed comes from the table (regiments at the start of
 * movement), slowed once he lays or destroys a line, never both; entering an enemy line
 * destroys it; friendly pieces may be passed, not stopped on; an unoccupied town stops him.
 */
export function moveProblem(
  s: WarlordsState,
  seat: number,
  piece: number,
  to: number,
  lay: boolean,
): RuleViolation | null {
  const step = stepProblem(s, seat, piece, to, 'a general moves one space at a time');
  if (step) return step;
  const p = s.pieces[piece];
  if (typeof lay !== 'boolean') return violation(W.malformed, 'lay is true or false');
  const kind = classify(s, seat, to, piece);
  if (kind === 'enemy') return violation(W.useAttack, 'entering an enemy general, town or capital is an Attack');
  const mode = modeOf(s, piece);
  if (lay) {
    if (mode === 2) return violation(W.layAndDestroy, 'a general may not both lay and destroy supply lines');
    if (kind !== 'free' || s.lines[to] >= 0) return violation(W.cannotLay, 'a line is laid on an empty space');
    if (p.regiments - lineCost(s, piece) < 1) return violation(W.badCount, 'he would give up his last regiment');
  }
  if (kind === 'enemyLine' && mode === 1)
    return violation(W.layAndDestroy, 'he has laid lines and may not destroy one');
  const slowed = mode !== 0 || lay || kind === 'enemyLine';
  const tooFar = speedProblem(s, piece, slowed);
  if (tooFar) return tooFar;
  if (kind === 'openTown' && !exitsOf(s, seat, to, piece).length)
    return violation(W.noExit, 'he could not leave that town, so he may not enter it');
  if (kind === 'friendly' && !canContinue(s, seat, piece, to, spentBy(s, piece) + 1, mode)) {
    return violation(W.cannotStop, 'he may pass a friendly piece but not end his move on it');
  }
  return null;
}

export function move(ctx: Ctx, seat: number, piece: number, to: number, lay: boolean): RuleViolation | void {
  const problem = moveProblem(ctx.state, seat, piece, to, lay);
  if (problem) return problem;
  const s = ctx.state;
  const kind = classify(s, seat, to, piece);
  const mover = moverOf(s);
  if (mover >= 0 && mover !== piece) emit(ctx, { type: 'GeneralHalted', piece: mover });
  emit(ctx, { type: 'GeneralMoved', piece, from: s.pieces[piece].space, to });
  if (kind === 'enemyLine') emit(ctx, { type: 'SupplyLineDestroyed', seat, owner: s.lines[to], space: to });
  if (lay) emit(ctx, { type: 'SupplyLineLaid', seat, piece, space: to, cost: lineCost(ctx.state, piece) });
  if (kind === 'openTown') emit(ctx, { type: 'TownEntered', seat, piece, space: to });
}

export function endMovementProblem(s: WarlordsState): RuleViolation | null {
  if (s.turn?.step !== 'move') return violation(W.wrongStep, 'not in step 2');
  if (s.pending) return violation(W.decisionPending, 'a decision is awaited first');
  if (s.turn.mover >= 0 && !canStop(s, s.turn.mover))
    return violation(W.mustKeepMoving, 'the moving general may not end his move on a friendly piece');
  return null;
}

export function endMovement(ctx: Ctx): RuleViolation | void {
  const problem = endMovementProblem(ctx.state);
  if (problem) return problem;
  const mover = moverOf(ctx.state);
  if (mover >= 0) emit(ctx, { type: 'GeneralHalted', piece: mover });
  emit(ctx, { type: 'MovementEnded', seat: turnSeat(ctx.state) });
}
