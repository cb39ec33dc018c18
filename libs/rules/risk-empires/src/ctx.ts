import type { Dice } from '@empires/rules-kernel';
import { evolve } from './evolve';
import type { RiskEvent } from './events';
import type { RiskState } from './state';

/**
 * A decision in progress: each event is folded as it is emitted, so later rules read the state
 * the earlier events made (the conquest check sees the armies the roll left).
 */
export interface Ctx {
  state: RiskState;
  readonly events: RiskEvent[];
  readonly dice: Dice;
}

export const newCtx = (state: RiskState, dice: Dice): Ctx => ({ state, events: [], dice });

export function emit(ctx: Ctx, e: RiskEvent): void {
  ctx.events.push(e);
  ctx.state = evolve(ctx.state, e);
}
