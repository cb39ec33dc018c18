import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import type { Ctx } from '../ctx';
import { GENERALS } from '../generals/generals';
import { emitWithLimits } from '../limits';
import type { WarlordsState } from '../state';
import { canContinue, canStop, modeOf, spentBy } from './movement';

/** Turns the card over; the pro and con act at once (an army over a new limit loses the excess). */
export function reveal(ctx: Ctx, piece: number): void {
  const p = ctx.state.pieces[piece];
  if (!p || p.revealed || p.card < 0) return;
  emitWithLimits(ctx, { type: 'GeneralRevealed', piece, general: GENERALS[p.card].id, disbanded: [] });
}

/**
 * Whether revealing the general now moving would strand him: he stands on a friendly piece, where
 * he may not end his move, and his con (one space less: Charlemagne, Sun Tzu, Ramesses, Tokugawa)
 * would leave him too slow to go on. The seed lets a general keep the spaces he moved before his
 * reveal; it says nothing of a general left unable either to stop or to go on, so the reveal
 * waits, as a step onto a friendly piece he could not leave is refused (`CANNOT_STOP_HERE`).
 */
function strandsMover(s: WarlordsState, piece: number): boolean {
  const p = s.pieces[piece];
  if (s.turn?.mover !== piece || canStop(s, piece)) return false;
  const shown = { ...s, pieces: s.pieces.map((q, i) => (i === piece ? { ...q, revealed: true } : q)) };
  return !canContinue(shown, p.owner, piece, p.space, spentBy(s, piece), modeOf(s, piece));
}

export function revealProblem(s: WarlordsState, seat: number, piece: unknown): RuleViolation | null {
  if (s.phase !== 'placement' && s.phase !== 'play')
    return violation(W.wrongPhase, 'generals are revealed once they are in their boxes');
  const p = typeof piece === 'number' ? s.pieces[piece] : undefined;
  if (!p || p.owner !== seat || (p.status !== 'active' && p.status !== 'unplaced'))
    return violation(W.notYourPiece, 'not one of your generals');
  if (p.revealed) return violation(W.alreadyRevealed, 'that general is already revealed');
  if (strandsMover(s, piece as number))
    return violation(
      W.cannotStop,
      'revealed here he would be too slow to leave the friendly piece he stands on: reveal him where he may stop',
    );
  return null;
}

export function revealCommand(ctx: Ctx, seat: number, piece: number): RuleViolation | void {
  const problem = revealProblem(ctx.state, seat, piece);
  if (problem) return problem;
  reveal(ctx, piece);
}
