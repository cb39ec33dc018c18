import type { SearchGuide } from './policy';

/** How far a guide's line of play runs, in a game played in rounds, before it is scored. */
export interface RoundHorizon {
  /** Rounds past the round of the decision. */
  readonly rounds: number;
  /** Commands at most (a long battle, a slow trade step). */
  readonly commands: number;
}

/** Two rounds: the seat's move, the rival's answer and the seat's next turn, at a few hundred commands. */
export const TWO_ROUNDS: RoundHorizon = { rounds: 2, commands: 400 };

/** A guide's `reached`: the line has run `rounds` past the decision's round, or `commands` commands. */
export const roundHorizon =
  <S>(roundOf: (state: S) => number, h: RoundHorizon): SearchGuide['reached'] =>
  (root, state, commands) =>
    commands >= h.commands || roundOf(state as S) >= roundOf(root as S) + h.rounds;
