import type { Dice } from './dice';

/**
 * A decision in progress: each event is folded as it is emitted, so the rules that follow read
 * the state the earlier events made. The events are what `decide` answers.
 */
export interface DecisionCtx<S, E> {
  state: S;
  readonly events: E[];
  readonly dice: Dice;
}

export const decisionCtx = <S, E>(state: S, dice: Dice): DecisionCtx<S, E> => ({ state, events: [], dice });

/** Writes the event and folds it into the state with the ruleset's `evolve`. */
export function emitInto<S, E>(ctx: DecisionCtx<S, E>, e: E, evolve: (state: S, event: E) => S): void {
  ctx.events.push(e);
  ctx.state = evolve(ctx.state, e);
}
