import { Dice } from '../dice';
import type { GameCommand, GameEvent, LegalAction, Ruleset, Seat, SetupConfig } from '../ruleset';
import { isViolation } from '../violation';

/** One command as it was played: the state it met, who sent it, what the rules wrote, the state after. */
export interface PlayedStep<S, C, E> {
  readonly before: S;
  readonly seat: Seat;
  readonly command: C;
  readonly events: readonly E[];
  readonly after: S;
}

export interface PlayedGame<S, C, E> {
  readonly seats: number;
  readonly opening: readonly E[];
  readonly steps: readonly PlayedStep<S, C, E>[];
  readonly final: S;
}

/** The command a seat sends, from its legal actions and the policy's own dice. */
type ChooseCommand<S, C> = (actions: readonly LegalAction<C>[], policy: Dice, state: S, seat: Seat) => C;

/**
 * A game set up from `seed` and played by `choose` to its end or for `most` commands, every step
 * kept with the state before and after it. Any seat that must act may be the one to act next (drawn
 * with the policy's dice), so decisions of other seats inside a turn are met too. Throws where
 * nobody acts or the rules refuse a chosen command.
 */
export function playedGame<S, C extends GameCommand, E extends GameEvent, O>(
  ruleset: Ruleset<S, C, E, unknown, O>,
  config: SetupConfig<O>,
  seed: number,
  choose: ChooseCommand<S, C>,
  most: number,
): PlayedGame<S, C, E> {
  const dice = Dice.fromSeed(seed);
  const policy = Dice.fromSeed(seed * 7919 + 13);
  const opening = ruleset.setup(config, dice);
  if (isViolation(opening)) throw new Error(opening.message);
  let state = opening.reduce(ruleset.evolve, ruleset.initialState);
  const steps: PlayedStep<S, C, E>[] = [];
  while (!ruleset.outcome(state) && steps.length < most) {
    const toAct = ruleset.toAct(state);
    if (toAct.length === 0) throw new Error(`nobody acts after ${steps.length} commands`);
    const seat = policy.pick(toAct);
    const command = choose(ruleset.legalActions(state, seat), policy, state, seat);
    const events = ruleset.decide(state, command, seat, dice);
    if (isViolation(events)) throw new Error(`${events.code} for legal ${JSON.stringify(command)}`);
    const after = events.reduce(ruleset.evolve, state);
    steps.push({ before: state, seat, command, events, after });
    state = after;
  }
  return { seats: config.seats, opening, steps, final: state };
}
