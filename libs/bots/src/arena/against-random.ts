import type { AnyRuleset, GameCommand } from '@empires/rules-kernel';
import type { Policy } from '../policy';
import { randomPolicy } from '../random-policy';
import { runSeries } from './series';

/** A strength bar's games: two seats, one of them random play, the deal turned each game. */
export interface AgainstRandom {
  readonly ruleset: AnyRuleset;
  readonly games: number;
  readonly seed: number;
  readonly options: unknown;
}

/** The games `player` wins outright against random play. */
export function winsAgainstRandom(player: Policy, setup: AgainstRandom): number {
  const policyOf = (spec: string) => (spec === player.spec ? player : randomPolicy);
  const { tallies } = runSeries({
    ...setup,
    specs: [player.spec, randomPolicy.spec],
    policyOf,
    players: 2,
    now: () => 0,
  });
  return tallies[0].wins;
}

/** A seat that always plays `plain`'s action, which ends its part at once: what a bar must tell apart from a real player. */
export function passivePolicy<A>(plain: (legal: readonly A[]) => GameCommand | undefined): Policy {
  return {
    spec: 'passive',
    choose: (d) =>
      d.ruleset.toAct(d.state).includes(d.seat) ? plain(d.ruleset.legalActions(d.state, d.seat) as A[]) : undefined,
  };
}
