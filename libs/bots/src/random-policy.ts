import { sampleAction, type GameCommand } from '@empires/rules-kernel';
import type { Decision, Policy } from './policy';

/**
 * Any legal action, each listed action equally likely, its ranges sampled uniformly; it resigns
 * only when nothing else is legal (a random player that resigns plays no game worth watching).
 */
export function randomAction({ ruleset, state, seat, dice }: Decision): GameCommand | undefined {
  const actions = ruleset.legalActions(state, seat) as readonly { type: string }[];
  const playing = actions.filter((a) => a.type !== 'Resign');
  const pool = playing.length > 0 ? playing : actions;
  return pool.length === 0 ? undefined : (sampleAction(dice.pick(pool), dice) as GameCommand);
}

export const randomPolicy: Policy = { spec: 'random', choose: randomAction };
