import { Dice } from '../dice';
import type { GameCommand, GameEvent, Ruleset, Seat, SetupConfig } from '../ruleset';
import { isViolation, type RuleViolation } from '../violation';
import { deciderSpec, type DeciderSpec, type Given } from './decider-spec';

/** `when(command, seat, dice?)`: the seat acting, and dice when the test states its rolls. */
type RulesCtx = [seat: Seat, dice?: Dice];

export interface RulesSpec<S, C, E, O> extends DeciderSpec<S, C, E, RuleViolation, RulesCtx> {
  /** The state a game begins in: `setup`'s events for these seats and options, rolled from `seed`. */
  givenSetUp(config: SetupConfig<O>, seed?: number): Given<S, C, E, RuleViolation, RulesCtx>;
}

/**
 * The given/when/then kit for a ruleset. Commands are decided with `Dice.fromSeed(seed)` unless
 * a test passes its own dice: each decision rolls from a fresh copy, so tests do not share rolls.
 */
export function rulesSpec<S, C extends GameCommand, E extends GameEvent, O>(
  ruleset: Ruleset<S, C, E, unknown, O>,
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
    givenSetUp(config, setupSeed = 1) {
      const events = ruleset.setup(config, Dice.fromSeed(setupSeed));
      if (isViolation(events)) throw new Error(`set-up refused: ${events.code} ${events.message}`);
      return spec.given(...events);
    },
  };
}
