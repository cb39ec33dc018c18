import type { AnyRuleset, Dice, GameCommand, Seat } from '@empires/rules-kernel';

/** One decision a bot must make: the rules, the table as its seat sees it, and its means. */
export interface Decision<S = unknown> {
  readonly ruleset: AnyRuleset;
  /** The rules' state folded from events redacted for `seat`: no secret of another seat. */
  readonly state: S;
  readonly seat: Seat;
  /** The bot's own randomness (not the game's dice). */
  readonly dice: Dice;
  /** Milliseconds, for time budgets; injected so tests and the arena control it. */
  readonly now: () => number;
}

/** A way of playing a seat. `undefined` means the seat has nothing it may do. */
export interface Policy {
  readonly spec: string;
  choose(decision: Decision): GameCommand | undefined;
}

/** Scores a state for every seat in [0, 1] (higher is better): search's view of who is ahead. */
export type Evaluate = (ruleset: AnyRuleset, state: unknown) => readonly number[];
