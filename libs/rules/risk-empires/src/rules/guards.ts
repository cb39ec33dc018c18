import { violation, type RuleViolation } from '@empires/rules-kernel';
import { C } from '../codes';
import type { Phase, RiskState } from '../state';

/** The seat must be the one acting in `phase`. */
export function mustAct(s: RiskState, seat: number, phase: Phase): RuleViolation | null {
  if (s.phase !== phase) return violation(C.wrongPhase, `this is not allowed in the ${s.phase} step`);
  if (s.seat !== seat) return violation(C.notYourTurn, `seat ${s.seat} is acting`);
  return null;
}
