import { emit, type Ctx } from '../ctx';
import type { EventOf } from '../event-types';
import { victoryPoints } from './areas';
import { thresholdOf } from './alliance-core';

/** Seats whose Player Empire holds at least the threshold of ties on `empire`'s court (S001 33.44). */
export function eligibleSeats(ctx: Ctx, empire: number): number[] {
  const s = ctx.state;
  const e = s.empires[empire];
  const need = thresholdOf(s, empire);
  return s.seats
    .map((seat, i) => (!seat.resigned && e.allianceTies[seat.empire] >= need ? i : -1))
    .filter((i) => i >= 0);
}

export function formAlliance(ctx: Ctx, empire: number, seat: number): void {
  emit(ctx, { type: 'AllianceFormed', empire, seat, vp: victoryPoints(ctx.state, empire) });
}

/** S001 33.5: on termination the seat's ledger takes the Allied Empire's VP change over the alliance. */
export function endAlliance(ctx: Ctx, empire: number, reason: EventOf<'AllianceEnded'>['reason']): void {
  const e = ctx.state.empires[empire];
  if (e.status !== 'allied') return;
  emit(ctx, {
    type: 'AllianceEnded',
    empire,
    seat: e.seat,
    vpChange: victoryPoints(ctx.state, empire) - e.vpSnapshot,
    reason,
  });
}

/**
 * S001 33.44: each eligible seat rolls 2d6 + its Player Empire's Diplomatic stature, the empire 2d6 + its own;
 * the highest takes (or keeps) the empire; among tied highest the present status wins, else a reroll.
 * `bids` are the seats' secret gold (33.46), already paid, added to their totals.
 */
export function allianceRoll(ctx: Ctx, empire: number, bids: readonly number[] = []): void {
  const e = ctx.state.empires[empire];
  if (e.status !== 'independent' && e.status !== 'allied') return;
  const contenders = eligibleSeats(ctx, empire);
  if (contenders.length === 0) {
    endAlliance(ctx, empire, '33.44 no eligible seat');
    return;
  }
  const present = e.status === 'allied' ? e.seat : -1;
  let pool = [...contenders, -1];
  for (;;) {
    const rolls = pool.map((seat) => {
      const dice = [ctx.dice.d6(), ctx.dice.d6()];
      const d = seat < 0 ? e.leader.d : ctx.state.empires[ctx.state.seats[seat].empire].leader.d + (bids[seat] ?? 0);
      return { seat, dice, total: dice[0] + dice[1] + d };
    });
    const best = Math.max(...rolls.map((r) => r.total));
    const tied = rolls.filter((r) => r.total === best).map((r) => r.seat);
    const presentWins = ctx.state.options.allianceTieRule === 'presentStatusWins' && tied.includes(present);
    const winner = tied.length === 1 ? tied[0] : presentWins ? present : undefined;
    emit(ctx, { type: 'AllianceRolled', empire, rolls, winner: winner ?? -2 });
    if (winner === undefined) {
      pool = tied;
      continue;
    }
    if (winner === present) return;
    endAlliance(ctx, empire, '33.44 roll');
    if (winner >= 0) formAlliance(ctx, empire, winner);
    return;
  }
}

/** Queues a 33.44 roll (or the 33.45 tie roll); it runs once the current step is over and bids are in (33.46). */
export function queueAllianceRoll(ctx: Ctx, empire: number, kind: 'roll' | 'heirless' = 'roll'): void {
  emit(ctx, { type: 'AllianceRollQueued', empire, kind });
}

/** S001 33.41 / 33.43: after alliance ties change, an Independent empire joins the first seat at the threshold. */
export function afterAllianceTies(ctx: Ctx, empire: number, seat: number): void {
  const e = ctx.state.empires[empire];
  if (e.status === 'independent' && e.allianceTies[ctx.state.seats[seat].empire] >= thresholdOf(ctx.state, empire))
    formAlliance(ctx, empire, seat);
}
