import { Dice } from '../dice';
import type { GameEvent, Seat } from '../ruleset';
import { isViolation, type RuleViolation } from '../violation';
import type { Accepted } from './decider-spec';

/** What a ruleset's fixtures decide with: its `decide` and `evolve`. */
interface Decider<S, C, E> {
  decide(state: S, command: C, seat: Seat, dice: Dice): readonly E[] | RuleViolation;
  evolve(state: S, event: E): S;
}

/** The two checks of a test that walks a game command by command, without the given/when/then of `rulesSpec`. */
export interface DecisionKit<S, C, E> {
  /** Decides a command that must be accepted, and folds its events; a refusal throws, naming it. */
  run(state: S, command: C, seat: Seat, dice?: Dice): Accepted<S, E>;
  /** Decides a command that must be refused, and gives the refusal; accepted events throw, naming their types. */
  refuse(state: S, command: C, seat: Seat, dice?: Dice): RuleViolation;
}

/** `run` and `refuse` for a ruleset's fixtures, rolling `Dice.fromSeed(seed)` unless a test passes its own dice. */
export function decisionKit<S, C, E extends GameEvent>(rules: Decider<S, C, E>, seed: number): DecisionKit<S, C, E> {
  return {
    run(state, command, seat, dice = Dice.fromSeed(seed)) {
      const out = rules.decide(state, command, seat, dice);
      if (isViolation(out)) throw new Error(`${out.code}: ${out.message}`);
      return { events: out, state: out.reduce(rules.evolve, state) };
    },
    refuse(state, command, seat, dice = Dice.fromSeed(seed)) {
      const out = rules.decide(state, command, seat, dice);
      if (!isViolation(out)) throw new Error(`accepted: ${JSON.stringify(out.map((e) => e.type))}`);
      return out;
    },
  };
}
