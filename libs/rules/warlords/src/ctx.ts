import type { Dice } from '@empires/rules-kernel';
import type { WarlordsEvent } from './events';
import { evolve } from './evolve/evolve';
import type { WarlordsState } from './state';

/**
 * A decision in progress: each event is folded as it is emitted, so the rules that follow
 * read the state the earlier events made (a battle after a reveal sees the trimmed army).
 */
export interface Ctx {
  state: WarlordsState;
  readonly events: WarlordsEvent[];
  readonly dice: Dice;
}

export const newCtx = (state: WarlordsState, dice: Dice): Ctx => ({ state, events: [], dice });

export function emit(ctx: Ctx, e: WarlordsEvent): void {
  ctx.events.push(e);
  ctx.state = evolve(ctx.state, e);
}
