import { Dice } from '../dice';
import type { GameCommand, GameEvent, Ruleset, Seat } from '../ruleset';
import { checkOptions } from '../validate';
import { isViolation, type RuleViolation } from '../violation';
import { deciderSpec, type DeciderSpec, type Given } from './decider-spec';

/** `when(command, seat, dice?)`: the seat acting, and dice when the test states its rolls. */
type RulesCtx = [seat: Seat, dice?: Dice];

export interface RulesSpec<S, C, E, O> extends DeciderSpec<S, C, E, RuleViolation, RulesCtx> {
  /**
   * The state a game begins in, made as the engine makes it: the options checked and completed
   * with their defaults, then `setup`'s events for these seats, rolled from `seed`.
   */
  givenSetUp(
    config: { readonly seats: number; readonly options?: Partial<O> },
    seed?: number,
  ): Given<S, C, E, RuleViolation, RulesCtx>;
}

/**
 * The given/when/then kit for a ruleset. Commands are decided with `Dice.fromSeed(seed)` unless
 * a test passes its own dice: each decision rolls from a fresh copy, so tests do not share rolls.
 */
export function rulesSpec<S, C extends GameCommand, E extends GameEvent, V, O>(
  ruleset: Ruleset<S, C, E, V, O>,
  seed = 7,
): RulesSpec<S, C, E, O> {
  const spec = deciderSpec<S, C, E, RuleViolation, RulesCtx>({
    initialState: ruleset.initialState,
    decide: (state, command, seat, dice = Dice.fromSeed(seed)) => ruleset.decide(state, command, seat, dice),
    evolve: (state, event) => ruleset.evolve(state, event),
    isRefusal: isViolation,
  });
  return {
    ...spec,
    givenSetUp({ seats, options }, setupSeed = 1) {
      const checked = checkOptions(ruleset, options);
      if (isViolation(checked)) throw new Error(`options refused: ${checked.message}`);
      const events = ruleset.setup({ seats, options: checked.options as O }, Dice.fromSeed(setupSeed));
      if (isViolation(events)) throw new Error(`set-up refused: ${events.code} ${events.message}`);
      return spec.given(...events);
    },
  };
}
