import type { Evaluate, Policy, SearchGuide } from './policy';
import { guidedChoose } from './mcts/guided';
import { mctsChoose } from './mcts/search';
import { randomPolicy } from './random-policy';

/** Per-ruleset knowledge: a rule-based player, a position score for search, and a guide that steers search. */
export interface RulesetBots {
  readonly heuristic?: Policy;
  readonly evaluate?: Evaluate;
  readonly guide?: SearchGuide;
}

/** Nobody is ahead: what search falls back on for a ruleset it knows nothing of. */
const even: Evaluate = () => [];

/**
 * A policy from its spec: `random`, `heuristic`, or `mcts` with options as a query string. Undefined
 * when the spec names nothing this ruleset has, so a game can refuse the seat up front.
 *
 * `mcts` options: `ms` (time per decision, at most), or `iterations` (playouts per decision: the
 * clock is not read, so a game replays move for move from its seeds; for arenas and tests, where a
 * time budget would hand the search more or less work with the machine's load), `c` (UCT's
 * exploration constant). With a
 * ruleset that has a guide the search is guided (`mcts/guided.ts`): `tree` is how many of the seat's
 * later decisions it branches on below the root. `guide=0`, or a ruleset with no guide, gives the
 * plain search (`mcts/search.ts`): `depth` random moves past the tree, `width` actions per position.
 */
export function policyFor(spec: string, bots: RulesetBots | undefined): Policy | undefined {
  const [name, query = ''] = spec.split('?', 2);
  const params = new URLSearchParams(query);
  const num = (key: string, fallback: number, min: number, max: number) => {
    const value = Number(params.get(key) ?? fallback);
    return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
  };
  switch (name) {
    case 'random':
      return randomPolicy;
    case 'heuristic':
      return bots?.heuristic;
    case 'mcts': {
      const ms = num('ms', 200, 1, 60_000);
      const iterations = params.has('iterations') ? Math.round(num('iterations', 100, 1, 1_000_000)) : undefined;
      if (bots?.guide && params.get('guide') !== '0') {
        const guided = {
          ms,
          iterations,
          exploration: num('c', 0.1, 0, 10),
          depth: num('tree', 4, 0, 100),
          guide: bots.guide,
        };
        return { spec, choose: (d) => guidedChoose(d, guided) };
      }
      const options = {
        ms,
        iterations,
        exploration: num('c', 1.4, 0, 10),
        rolloutDepth: num('depth', 60, 0, 10_000),
        width: num('width', 24, 1, 500),
        evaluate: bots?.evaluate ?? even,
      };
      return { spec, choose: (d) => mctsChoose(d, options) };
    }
    default:
      return undefined;
  }
}
