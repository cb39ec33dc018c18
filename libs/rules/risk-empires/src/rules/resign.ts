import { emit, type Ctx } from '../ctx';
import { beginRound, proceed } from '../flow/steps';
import { checkEnd } from '../flow/end';
import { cityChooser, resumeBattle } from './city-choice';
import { nextSetupSeat } from './setup-commands';

/**
 * A seat leaves at any time. Its territories become neutral (cities as 3 neutral armies each),
 * its goods go back to the bottom of their piles and its territory cards to the discard pile;
 * its Empire Cards stay with it (they are never discarded) but it ranks last. Whatever waited on
 * it goes on without it.
 */
export function resign(ctx: Ctx, seat: number): void {
  const before = ctx.state;
  const wasAsked = cityChooser(before) === seat;
  const wasActing = before.seat === seat;
  // A conquest waiting for armies is completed with the fewest allowed, so no territory is left empty.
  const o = wasActing ? before.attack?.occupy : null;
  if (o) emit(ctx, { type: 'TerritoryOccupied', seat, from: o.from, to: o.to, armies: o.min });
  emit(ctx, { type: 'SeatResigned', seat });
  if (checkEnd(ctx)) return;
  if (wasAsked) resumeBattle(ctx);
  if (!wasActing) return;
  const s = ctx.state;
  if (s.phase === 'claim' || s.phase === 'setupPlace') {
    const next = nextSetupSeat(s, seat, s.dir, (x) => s.toPlace[x]);
    if (next.seat < 0) beginRound(ctx);
    else emit(ctx, { type: 'StepBegan', step: s.phase, seat: next.seat });
  } else if (s.phase !== 'trade' && s.phase !== 'ended') proceed(ctx);
}
