import { emit, type Ctx } from '../ctx';
import { stockOf } from '../state';

/**
 * Armies lost in one territory to a Disaster or a Nuke (S002 Effects of Disaster Cards): a city
 * counts as 3 armies; the armies go first, and the city breaks only when the loss reaches it, its
 * 3 becoming what is left; at least one army (or the city) always remains. Armies that replace a
 * city come from the owner's stock (`stock`, after the armies lost here went back to it); if the
 * stock has none, the city stays (there is no piece to put in its place).
 */
export function afterLoss(armies: number, city: number, loss: number, stock: number): { armies: number; city: number } {
  if (loss <= 0) return { armies, city };
  if (!city) return { armies: Math.max(1, armies - loss), city: 0 };
  if (loss <= armies) return { armies: armies - loss, city: 1 };
  const left = Math.max(1, 3 - (loss - armies));
  const available = stock + armies;
  if (available <= 0) return { armies: 0, city: 1 };
  return { armies: Math.min(left, available), city: 0 };
}

/** Writes the roll and, when something changed, the armies left. */
export function applyLoss(ctx: Ctx, seat: number, t: number, loss: number, dice: readonly number[]): void {
  const s = ctx.state;
  const after = afterLoss(s.armies[t], s.city[t], loss, stockOf(s, seat));
  const hit = after.armies !== s.armies[t] || after.city !== s.city[t];
  emit(ctx, { type: 'DisasterRolled', seat, territory: t, dice, hit });
  if (hit) emit(ctx, { type: 'ArmiesLost', territory: t, armies: after.armies, city: after.city });
}
