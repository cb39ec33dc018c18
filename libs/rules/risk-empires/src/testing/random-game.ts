import { sampleAction } from '@empires/rules-kernel';
import { playedGame, type PlayedGame } from '@empires/rules-kernel/testing';
import type { RiskCommand } from '../commands';
import type { RiskEvent } from '../events';
import type { RiskOptions } from '../options';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';

export type RandomGame = PlayedGame<RiskState, RiskCommand, RiskEvent>;

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
  const game = playedGame(
    R,
    { seats, options },
    seed,
    (legal, policy, _, seat) => {
      const actions = legal.filter((a) => a.type !== 'Resign' || policy.int(1, resignOdds) === 1);
      if (actions.length === 0) throw new Error(`seat ${seat} has nothing to do`);
      return sampleAction<RiskCommand>(policy.pick(actions), policy);
    },
    maxCommands,
  );
  if (!R.outcome(game.final)) throw new Error('the game did not end');
  return game;
}
