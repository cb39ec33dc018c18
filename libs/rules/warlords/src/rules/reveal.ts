import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import type { Ctx } from '../ctx';
import { GENERALS } from '../generals/generals';
import { emitWithLimits } from '../limits';

/** Turns the card over; the pro and con act at once (an army over a new limit loses the excess). */
export function reveal(ctx: Ctx, piece: number): void {
  const p = ctx.state.pieces[piece];
  if (!p || p.revealed || p.card < 0) return;
  emitWithLimits(ctx, { type: 'GeneralRevealed', piece, general: GENERALS[p.card].id, disbanded: [] });
}

function revealProblem(ctx: Ctx, seat: number, piece: unknown): RuleViolation | null {
  const s = ctx.state;
  if (s.phase !== 'placement' && s.phase !== 'play')
    return violation(W.wrongPhase, 'generals are revealed once they are in their boxes');
  const p = typeof piece === 'number' ? s.pieces[piece] : undefined;
  if (!p || p.owner !== seat || (p.status !== 'active' && p.status !== 'unplaced'))
    return violation(W.notYourPiece, 'not one of your generals');
  if (p.revealed) return violation(W.alreadyRevealed, 'that general is already revealed');
  return null;
}

export function revealCommand(ctx: Ctx, seat: number, piece: number): RuleViolation | void {
  const problem = revealProblem(ctx, seat, piece);
  if (problem) return problem;
  reveal(ctx, piece);
}
