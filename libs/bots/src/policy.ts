import type { AnyRuleset, Dice, GameCommand, Seat, Table } from '@empires/rules-kernel';

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

/**
 * A ruleset's knowledge that steers search (`mcts/guided.ts`): which moves are worth trying, how
 * the game goes on from there, and when a line of play has gone far enough to be judged. Every
 * state it is given is whole (a determinized world), except the root of `propose`: the seat's view.
 */
export interface SearchGuide {
  /** Legal commands worth trying for `seat`, the guide's own choice first, no two alike. */
  propose(ruleset: AnyRuleset, state: unknown, seat: Seat): readonly GameCommand[];
  /** The table after the guide's own move for `seat`; undefined when it has none. */
  advance(ruleset: AnyRuleset, table: Table<unknown>, seat: Seat): Table<unknown> | undefined;
  /** Whether a line of play from `root` has gone far enough (`commands` played) to be scored at `state`. */
  reached(root: unknown, state: unknown, commands: number): boolean;
  /** Each seat's share of the win in [0, 1] where a line of play stopped (the outcome, once over). */
  score(ruleset: AnyRuleset, state: unknown): readonly number[];
}
