import { violation, type RuleViolation } from '@empires/rules-kernel';
import { W } from '../codes';
import type { Ctx } from '../ctx';
import { emitWithLimits } from '../limits';
import { homeCapital } from '../queries';
import { supplyComponents } from '../supply';
import { CHIEF_IN_CAPITAL, CHIEF_LOST, type WarlordsState } from '../state';

/** Where the seat's chief of staff stands: the capital's space or his general's; -1 if lost. */
function chiefSpace(s: WarlordsState, seat: number): number {
  const chief = s.seats[seat]?.chief ?? CHIEF_LOST;
  if (chief === CHIEF_LOST) return -1;
  if (chief === CHIEF_IN_CAPITAL) return homeCapital(s, seat);
  return s.pieces[chief]?.space ?? -1;
}

/**
 * Spaces he may go to in step 4: along the seat's supply network (lines, occupied towns,
 * generals) to one of its generals or to its own capital, anywhere but where he is.
 */
export function chiefTargets(s: WarlordsState, seat: number): number[] {
  const from = chiefSpace(s, seat);
  if (from < 0) return [];
  const label = supplyComponents(s, seat);
  if (!label[from]) return [];
  const out: number[] = [];
  const capital = homeCapital(s, seat);
  const inCapital = s.seats[seat].chief === CHIEF_IN_CAPITAL;
  if (!inCapital && capital >= 0 && s.towns[s.townAt[capital]].occupant === seat && label[capital] === label[from])
    out.push(capital);
  s.pieces.forEach((p, i) => {
    if (
      p.owner === seat &&
      p.status === 'active' &&
      p.attacking < 0 &&
      i !== s.seats[seat].chief &&
      label[p.space] === label[from]
    )
      out.push(p.space);
  });
  return out;
}

function moveChiefProblem(s: WarlordsState, seat: number, to: number): RuleViolation | null {
  if (s.turn?.step !== 'chief' || s.turn.seat !== seat)
    return violation(W.wrongStep, 'the chief of staff moves in step 4');
  if (s.pending) return violation(W.decisionPending, 'a decision is awaited first');
  if (s.seats[seat].chief === CHIEF_LOST) return violation(W.noChief, 'your chief of staff is dead');
  if (!chiefTargets(s, seat).includes(to))
    return violation(W.chiefUnreachable, 'he ends with a general or in the capital, along your supply lines');
  return null;
}

export function moveChief(ctx: Ctx, seat: number, to: number): RuleViolation | void {
  const problem = moveChiefProblem(ctx.state, seat, to);
  if (problem) return problem;
  const s = ctx.state;
  const piece = s.pieces.findIndex(
    (p) => p.owner === seat && p.status === 'active' && p.attacking < 0 && p.space === to,
  );
  emitWithLimits(ctx, { type: 'ChiefOfStaffMoved', seat, to: piece >= 0 ? piece : CHIEF_IN_CAPITAL, disbanded: [] });
}
