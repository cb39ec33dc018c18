import { Codes, violation, type RuleViolation } from '@empires/rules-kernel';
import type { MedievalCommand } from '../commands';
import { emit, type Ctx } from '../ctx';
import type { MedievalState } from '../state';
import { allianceRoll, eligibleSeats } from './alliance';
import { nonPlayerHeirless } from '../cards/heirless';

/** Seats taking part in the head task: at the threshold (33.44), or holding any ties on the court (33.45). */
function taskSeats(ctx: Ctx): number[] {
  const task = ctx.state.allianceQueue[0];
  if (task.kind === 'roll') return eligibleSeats(ctx, task.empire);
  const e = ctx.state.empires[task.empire];
  return ctx.state.seats
    .map((seat, i) => (!seat.resigned && e.allianceTies[seat.empire] > 0 ? i : -1))
    .filter((i) => i >= 0);
}

/**
 * Runs the head of the alliance queue: asks the eligible seats for their secret gold (33.46), and once all have
 * declared reveals the bids together, takes the gold (paid win or lose) and rolls (33.44 or 33.45).
 */
export function allianceQueueStep(ctx: Ctx): void {
  const task = ctx.state.allianceQueue[0];
  const e = ctx.state.empires[task.empire];
  if (e.status !== 'independent' && e.status !== 'allied')
    return void emit(ctx, { type: 'AllianceTaskDone', empire: task.empire });
  if (!task.bids) {
    const seats = taskSeats(ctx);
    if (seats.length > 0)
      return void emit(ctx, {
        type: 'BidsAsked',
        empire: task.empire,
        bids: ctx.state.seats.map((_, i) => (seats.includes(i) ? null : 0)),
      });
    run(ctx, []);
    return;
  }
  if (task.bids.some((b) => b === null)) return;
  const bids = task.bids.map((b) => b ?? 0);
  emit(ctx, { type: 'BidsRevealed', empire: task.empire, bids });
  bids.forEach(
    (gold, seat) =>
      gold > 0 &&
      emit(ctx, { type: 'GoldChanged', empire: ctx.state.seats[seat].empire, delta: -gold, reason: 'S001 33.46 bid' }),
  );
  run(ctx, bids);
}

function run(ctx: Ctx, bids: readonly number[]): void {
  const task = ctx.state.allianceQueue[0];
  if (task.kind === 'roll') allianceRoll(ctx, task.empire, bids);
  else nonPlayerHeirless(ctx, task.empire, bids);
  emit(ctx, { type: 'AllianceTaskDone', empire: task.empire });
}

export const bidOwed = (s: MedievalState, seat: number): boolean =>
  !!s.allianceQueue[0]?.bids && s.allianceQueue[0].bids[seat] === null;

export function declareBid(
  ctx: Ctx,
  c: Extract<MedievalCommand, { type: 'DeclareBid' }>,
  seat: number,
): RuleViolation | void {
  if (typeof c.gold !== 'number' || !Number.isInteger(c.gold))
    return violation(Codes.malformed, 'DeclareBid needs gold');
  if (!bidOwed(ctx.state, seat)) return violation(Codes.notYourTurn, 'no bid is asked of this seat');
  if (c.gold < 0 || c.gold > Math.min(20, ctx.state.empires[ctx.state.seats[seat].empire].gold))
    return violation('NOT_ENOUGH_GOLD', "a bid is 0..20 from the Player Empire's treasury");
  emit(ctx, { type: 'BidDeclared', seat, gold: c.gold });
}

/** A seat that leaves bids nothing. */
export function noBidFor(ctx: Ctx, seat: number): void {
  if (bidOwed(ctx.state, seat)) emit(ctx, { type: 'BidDeclared', seat, gold: 0 });
}
