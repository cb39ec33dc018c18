import { sampleAction, type GameCommand } from '@empires/rules-kernel';
import type { Decision, Policy } from './policy';

/** Any legal action, each listed action equally likely, its ranges sampled uniformly. */
export function randomAction({ ruleset, state, seat, dice }: Decision): GameCommand | undefined {
  const actions = ruleset.legalActions(state, seat);
  return actions.length === 0 ? undefined : (sampleAction(dice.pick(actions), dice) as GameCommand);
}

export const randomPolicy: Policy = { spec: 'random', choose: randomAction };
