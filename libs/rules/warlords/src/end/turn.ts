import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { canStop } from '../rules/movement';
import type { WarlordsState } from '../state';
import { checkEnd, endByRoundLimit } from './end';

/** The next playing seat after `seat` in turn order, and whether the order wrapped to a new round. */
function nextSeat(s: WarlordsState, seat: number): { seat: number; wrapped: boolean } {
  const at = s.order.indexOf(seat);
  for (let k = 1; k <= s.order.length; k++) {
    const i = (at + k) % s.order.length;
    if (s.seats[s.order[i]].status === 'playing') return { seat: s.order[i], wrapped: at + k >= s.order.length };
  }
  return { seat, wrapped: true };
}

/** Ends the current turn and begins the next seat's, or ends the game at the round limit. */
export function endTurn(ctx: Ctx): void {
  const t = ctx.state.turn;
  if (!t) return;
  emit(ctx, { type: 'TurnEnded', seat: t.seat });
  if (checkEnd(ctx)) return;
  const next = nextSeat(ctx.state, t.seat);
  const round = next.wrapped ? t.round + 1 : t.round;
  const limit = ctx.state.options.roundLimit;
  if (limit !== null && round > limit) return endByRoundLimit(ctx);
  emit(ctx, { type: 'TurnBegan', seat: next.seat, round });
}

/**
 * A player may stop at any step but battles: declared attacks must be fought, and a general
 * passing a friendly piece must first end his move somewhere he may stop.
 */
export function endTurnProblem(s: WarlordsState, seat: number): RuleViolation | null {
  const t = s.turn;
  if (!t || t.seat !== seat) return violation(W.notYourTurn, 'not your turn');
  if (s.pending || t.fight) return violation(W.decisionPending, 'a decision is awaited first');
  if (t.step === 'battle') return violation(W.wrongStep, 'declared battles must be fought');
  if (t.step === 'move' && t.battles.length)
    return violation(W.wrongStep, 'end the movement: declared battles must be fought');
  if (t.step === 'move' && t.mover >= 0 && !canStop(s, t.mover))
    return violation(W.mustKeepMoving, 'the moving general may not end his move on a friendly piece');
  return null;
}

export function endTurnCommand(ctx: Ctx, seat: number): RuleViolation | void {
  const problem = endTurnProblem(ctx.state, seat);
  if (problem) return problem;
  endTurn(ctx);
}
