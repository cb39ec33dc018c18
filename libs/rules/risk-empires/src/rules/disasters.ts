import { emit, type Ctx } from '../ctx';
import { DIAMONDS, HEARTS } from '../data/empire';
import { DISASTER_OF, FLOOD, IS_KING, PLAGUE, QUAKE, RIOT } from '../data/goods';
import { FLOOD_TERRITORIES, QUAKE_TERRITORIES } from '../data/table3';
import { holds } from '../state';
import { applyLoss } from './losses';
import { plague } from './plague';
import { riots, riotNeedsOrder } from './riots';

/** S002 7: at most 2 Disasters per turn, and only one of each type. */
export const MAX_DISASTERS = 2;

/** The next card set aside is beyond the limits and is returned unresolved. */
export function overLimit(struck: number, struckKinds: number, kind: number): boolean {
  return struck >= MAX_DISASTERS || (struckKinds & (1 << kind)) !== 0;
}

/**
 * Resolves the current seat's Disasters in the order received (S002 7). Returns false when it
 * stops for the seat to order its cities for Riots.
 */
export function resolveDisasters(ctx: Ctx): boolean {
  const seat = ctx.state.seat;
  for (;;) {
    const s = ctx.state;
    const card = s.aside[seat][0];
    if (card === undefined) return true;
    const kind = DISASTER_OF[card];
    const king = IS_KING[card];
    if (overLimit(s.struck, s.struckKinds, kind)) {
      emit(ctx, { type: 'DisasterSkipped', seat, kind, king });
      continue;
    }
    if (kind === RIOT && riotNeedsOrder(s, seat)) return false;
    strike(ctx, seat, kind, king, null);
  }
}

export function strike(ctx: Ctx, seat: number, kind: number, king: boolean, riotOrder: readonly number[] | null): void {
  emit(ctx, { type: 'DisasterStruck', seat, kind, king });
  if (kind === QUAKE) naturalDisaster(ctx, seat, QUAKE_TERRITORIES, king, holds(ctx.state, seat, DIAMONDS, 3));
  else if (kind === FLOOD) naturalDisaster(ctx, seat, FLOOD_TERRITORIES, king, holds(ctx.state, seat, HEARTS, 3));
  else if (kind === PLAGUE) plague(ctx, seat, king);
  else riots(ctx, seat, riotOrder);
}

/**
 * Quakes and Floods (S002 Effects): a die for each Table 3 territory the seat holds; it loses that
 * many armies there, +1 for a King, -1 with the shelter (3 of diamonds for Quakes, 3 of hearts for
 * Floods); it always keeps one.
 */
function naturalDisaster(
  ctx: Ctx,
  seat: number,
  territories: readonly number[],
  king: boolean,
  shelter: boolean,
): void {
  for (const t of territories) {
    if (ctx.state.owner[t] !== seat) continue;
    const roll = ctx.dice.int(1, 6);
    const loss = Math.max(0, roll + (king ? 1 : 0) - (shelter ? 1 : 0));
    applyLoss(ctx, seat, t, loss, [roll]);
  }
}
