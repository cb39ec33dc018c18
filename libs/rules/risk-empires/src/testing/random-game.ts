import { Dice, isViolation, sampleAction } from '@empires/rules-kernel';
import type { RiskCommand } from '../commands';
import type { RiskEvent } from '../events';
import type { RiskOptions } from '../options';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';

export interface Step {
  readonly before: RiskState;
  readonly seat: number;
  readonly command: RiskCommand;
  readonly events: readonly RiskEvent[];
  readonly after: RiskState;
}

export interface RandomGame {
  readonly opening: readonly RiskEvent[];
  readonly steps: Step[];
  readonly final: RiskState;
}

/**
 * A game of random legal commands: a random seat among those to act picks uniformly among its
 * legal actions, ranges sampled; Resign is picked only with probability 1 in `resignOdds`.
 */
export function randomGame(
  seats: number,
  seed: number,
  options: Partial<RiskOptions>,
  resignOdds = 1000,
  maxCommands = 200000,
): RandomGame {
  const dice = Dice.fromSeed(seed);
  const policy = Dice.fromSeed(seed * 7919 + 13);
  const opening = R.setup({ seats, options }, dice);
  if (isViolation(opening)) throw new Error(opening.message);
  let state = opening.reduce(R.evolve, R.initialState);
  const steps: Step[] = [];
  while (!R.outcome(state)) {
    const toAct = R.toAct(state);
    if (toAct.length === 0) throw new Error(`nobody acts in ${state.phase}`);
    const seat = policy.pick(toAct);
    const actions = R.legalActions(state, seat).filter((a) => a.type !== 'Resign' || policy.int(1, resignOdds) === 1);
    if (actions.length === 0) throw new Error(`seat ${seat} has nothing to do in ${state.phase}`);
    const command = sampleAction<RiskCommand>(policy.pick(actions), policy);
    const events = R.decide(state, command, seat, dice);
    if (isViolation(events)) throw new Error(`${events.code} for legal ${JSON.stringify(command)} in ${state.phase}`);
    const after = events.reduce(R.evolve, state);
    steps.push({ before: state, seat, command, events, after });
    state = after;
    if (steps.length > maxCommands) throw new Error('the game did not end');
  }
  return { opening, steps, final: state };
}
