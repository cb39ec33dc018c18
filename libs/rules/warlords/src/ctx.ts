import { decisionCtx, emitInto, type DecisionCtx, type Dice } from '@empires/rules-kernel';
import type { WarlordsEvent } from './events';
import { evolve } from './evolve/evolve';
import type { WarlordsState } from './state';

/**
 * A decision in progress: each event is folded as it is emitted, so the rules that follow
 * read the state the earlier events made (a battle after a reveal sees the trimmed army).
 */
export type Ctx = DecisionCtx<WarlordsState, WarlordsEvent>;

export const newCtx = (state: WarlordsState, dice: Dice): Ctx => decisionCtx(state, dice);

export const emit = (ctx: Ctx, e: WarlordsEvent): void => emitInto(ctx, e, evolve);
