import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import { GENERALS } from '../generals/generals';
import { emitWithLimits } from '../limits';

/**
 * The seat that destroyed an empire, or occupied a surrendered empire's old capital, may take
 * one of its surviving generals with all his regiments; the others disperse and disappear.
 */
export function recruit(ctx: Ctx, seat: number, piece: number | null): RuleViolation | void {
  const pending = ctx.state.pending;
  if (pending?.kind !== 'recruit') return violation(W.wrongStep, 'there is no general to recruit');
  if (pending.seat !== seat) return violation(W.notYourTurn, 'the recruiting is not yours');
  if (piece !== null && !pending.candidates.includes(piece))
    return violation(W.notCandidate, 'that general is not one you may recruit');
  const rest = pending.candidates.filter((x) => x !== piece);
  if (rest.length) emit(ctx, { type: 'GeneralsDispersed', pieces: rest });
  if (piece === null) {
    emit(ctx, { type: 'RecruitDeclined', seat });
  } else {
    const p = ctx.state.pieces[piece];
    emitWithLimits(ctx, { type: 'GeneralRecruited', piece, by: seat, disbanded: [] });
    if (!p.revealed && p.card >= 0 && !p.knownBy.includes(seat))
      emit(ctx, { type: 'GeneralIdentityLearned', seat, piece, general: GENERALS[p.card].id });
  }
}
