import { Dice, isViolation, sampleAction, type LegalAction } from '@empires/rules-kernel';
import type { PlayedStep } from '@empires/rules-kernel/testing';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import type { MedievalOptions } from '../options';
import { randomPolicy } from '../play/random-game';
import { medieval } from '../ruleset';
import type { MedievalState } from '../state';

/** One command of a recorded game: the state it met, who sent it, what the rules wrote, the state after. */
type Step = PlayedStep<MedievalState, MedievalCommand, MedievalEvent>;

export interface Recorded {
  readonly seats: number;
  /** Events written before the first command: set-up, or how a position was reached. */
  readonly opening: readonly MedievalEvent[];
  readonly steps: readonly Step[];
  readonly final: MedievalState;
}

type Choose = (actions: readonly LegalAction<MedievalCommand>[], dice: Dice) => MedievalCommand;

/** Every kind of command alike, then one action of that kind: rare kinds (swaps, toggles) get their turn. */
export const curious: Choose = (actions, dice) => {
  const kinds = [...new Set(actions.map((a) => a.type))].filter((k) => k !== 'Resign');
  const kind = dice.pick(kinds.length > 0 ? kinds : ['Resign']);
  return sampleAction(dice.pick(actions.filter((a) => a.type === kind)), dice);
};

/** Plays on from a state by `choose`, for at most `most` commands or to the end; throws on a refused move. */
export function playFrom(
  seats: number,
  opening: readonly MedievalEvent[],
  from: MedievalState,
  seed: number,
  most: number,
  choose: Choose,
): Recorded {
  const dice = Dice.fromSeed(seed);
  const steps: Step[] = [];
  let state = from;
  while (steps.length < most && state.phase === 'play') {
    const seat = medieval.toAct(state)[0];
    if (seat === undefined) break;
    const command = choose(medieval.legalActions(state, seat), dice);
    const events = medieval.decide(state, command, seat, dice);
    if (isViolation(events)) throw new Error(`${events.code} for ${JSON.stringify(command)}`);
    const after = events.reduce(medieval.evolve, state);
    steps.push({ before: state, seat, command, events, after });
    state = after;
  }
  return { seats, opening, steps, final: state };
}

/** A game from set-up, played by the random seat policy; `resign` weighs resigning against the other kinds. */
export function recordGame(
  seats: number,
  seed: number,
  options: Partial<MedievalOptions>,
  most: number,
  resign = 0,
): Recorded {
  const opening = medieval.setup({ seats, options }, Dice.fromSeed(seed));
  if (isViolation(opening)) throw new Error(opening.message);
  const from = opening.reduce(medieval.evolve, medieval.initialState);
  return playFrom(seats, opening, from, seed + 1, most, (actions, dice) => randomPolicy(actions, dice, resign));
}
