import { decisionCtx, emitInto, type DecisionCtx, type Dice } from '@empires/rules-kernel';
import { evolve } from './evolve';
import type { RiskEvent } from './events';
import type { RiskState } from './state';

/**
 * A decision in progress: each event is folded as it is emitted, so later rules read the state
 * the earlier events made (the conquest check sees the armies the roll left).
 */
export type Ctx = DecisionCtx<RiskState, RiskEvent>;

export const newCtx = (state: RiskState, dice: Dice): Ctx => decisionCtx(state, dice);

export const emit = (ctx: Ctx, e: RiskEvent): void => emitInto(ctx, e, evolve);
