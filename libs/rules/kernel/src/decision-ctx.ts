import type { Dice } from './dice';
import { Codes, violation, type RuleViolation } from './violation';

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

/** A ruleset's `decide`, in the parts that differ from one ruleset to another. */
export interface DeciderParts<S, C, E> {
  /** Why the command is refused before any rule reads it (the game over, not a seat), or nothing. */
  refuse(state: S, command: C, seat: number): RuleViolation | undefined;
  /** The command's own rule: it emits into the decision, or refuses and nothing it emitted counts. */
  route(ctx: DecisionCtx<S, E>, command: C, seat: number): RuleViolation | void;
  /** What follows any accepted command: the end of the game, the next step or turn. */
  settle(ctx: DecisionCtx<S, E>): void;
}

/** `decide` as every ruleset runs it: refuse early, apply the command's rule, settle what follows. */
export function decider<S, C, E>(parts: DeciderParts<S, C, E>) {
  return (state: S, command: C, seat: number, dice: Dice): readonly E[] | RuleViolation => {
    const early = parts.refuse(state, command, seat);
    if (early) return early;
    const ctx = decisionCtx<S, E>(state, dice);
    const refused = parts.route(ctx, command, seat);
    if (refused) return refused;
    parts.settle(ctx);
    return ctx.events;
  };
}

/** A command that is not an object with a `type` is malformed whatever the ruleset. */
export const shapelessCommand = (command: unknown): RuleViolation | undefined =>
  typeof command === 'object' && command !== null && typeof (command as { type?: unknown }).type === 'string'
    ? undefined
    : violation(Codes.malformed, 'a command is an object with a type');
