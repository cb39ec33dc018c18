import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import { emit, type Ctx } from '../ctx';
import type { WarlordsState } from '../state';
import { exitsOf } from './movement';

/**
 * A general in an unoccupied town or capital may occupy it by leaving one regiment there (never
 * his last: that is the general himself), then must step out to a free neighbouring space.
 */
function leaveTownProblem(s: WarlordsState, seat: number, occupy: boolean, to: number): RuleViolation | null {
  const pending = s.pending;
  if (pending?.kind !== 'leaveTown') return violation(W.wrongStep, 'no general is waiting in a town');
  if (pending.seat !== seat) return violation(W.notYourTurn, 'not your general');
  if (typeof occupy !== 'boolean') return violation(W.malformed, 'occupy is true or false');
  if (occupy && s.pieces[pending.piece].regiments < 2) return violation(W.badCount, 'he would leave his last regiment');
  if (!exitsOf(s, seat, pending.space, pending.piece).includes(to))
    return violation(W.noExit, 'he leaves to a neighbouring space that is empty or holds a friendly supply line');
  return null;
}

/** The surviving generals of a surrendered empire whose old capital this is. */
function abandonedOf(s: WarlordsState, capital: number): number[] {
  const t = s.towns[s.townAt[capital]];
  if (!t || t.kind !== 'capital') return [];
  const out: number[] = [];
  s.pieces.forEach((p, i) => {
    if (p.status === 'abandoned' && p.formerOwner >= 0 && s.seats[p.formerOwner].empire === t.empire) out.push(i);
  });
  return out;
}

export function leaveTown(ctx: Ctx, seat: number, occupy: boolean, to: number): RuleViolation | void {
  const problem = leaveTownProblem(ctx.state, seat, occupy, to);
  if (problem) return problem;
  const { piece, space } = ctx.state.pending as { piece: number; space: number };
  if (occupy) emit(ctx, { type: 'TownOccupied', seat, piece, space });
  emit(ctx, { type: 'GeneralLeftTown', piece, to });
  // Occupying the old capital of a surrendered empire lets the occupier recruit one of its generals.
  const candidates = occupy ? abandonedOf(ctx.state, space) : [];
  if (candidates.length) emit(ctx, { type: 'RecruitAwaited', seat, candidates });
}
