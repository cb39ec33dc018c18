import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import { emit, type Ctx } from '../ctx';
import type { Pending } from '../state';
import { enforceLimit } from './draw';
import { applyImmediate, chooseEventTarget, eventTargets } from './immediate';

/** A seat's answer to DiscardAwaited (M20.1.4) or EventTargetAwaited (M20.2). */
export function cardChoice(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'DiscardEventCard' | 'ChooseEventTarget' }>,
  seat: number,
): RuleViolation | void {
  const p = ctx.state.pending;
  if (c.type === 'DiscardEventCard') {
    if (p?.kind !== 'discard' || p.seat !== seat)
      return violation(Codes.notYourTurn, 'no discard is asked of this seat');
    const e = ctx.state.empires[p.empire];
    if (![...e.held, ...e.lasting].includes(c.card))
      return violation(Codes.illegalAction, 'discard one of the cards the empire keeps');
    emit(ctx, { type: 'EventCardDiscarded', empire: p.empire, card: c.card });
    return enforceLimit(ctx, p.empire);
  }
  if (p?.kind !== 'eventTarget' || p.seat !== seat)
    return violation(Codes.notYourTurn, 'no event target is asked of this seat');
  if (!eventTargets(ctx.state, p.empire, p.card ?? -1).includes(c.area))
    return violation(Codes.illegalAction, 'not an eligible area for that card');
  chooseEventTarget(ctx, p.empire, p.card ?? -1, c.area);
}

/** When the seat has left, its empire decides as an Independent would (S001 33.24A and the M20.2 Independent column). */
export function autoCardChoice(ctx: Ctx, p: Pending): void {
  if (p.kind === 'discard') {
    const e = ctx.state.empires[p.empire];
    emit(ctx, { type: 'EventCardDiscarded', empire: p.empire, card: e.held.length > 0 ? e.held[0] : e.lasting[0] });
    return enforceLimit(ctx, p.empire);
  }
  emit(ctx, { type: 'EventTargetChosen', empire: p.empire, card: p.card ?? -1, area: -1 });
  applyImmediate(ctx, p.empire, p.card ?? -1);
}
