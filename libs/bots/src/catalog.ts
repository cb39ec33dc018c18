import type { Evaluate, Policy } from './policy';
import { mctsChoose } from './mcts/search';
import { randomPolicy } from './random-policy';

/** Per-ruleset knowledge: a rule-based player and a position score for search. */
export interface RulesetBots {
  readonly heuristic?: Policy;
  readonly evaluate?: Evaluate;
}

/** Nobody is ahead: what search falls back on for a ruleset it knows nothing of. */
const even: Evaluate = () => [];

/**
 * A policy from its spec: `random`, `heuristic`, or `mcts` with options as a query string
 * (`mcts?ms=200&c=1.4&depth=60&width=24`). Undefined when the spec names nothing this
 * ruleset has, so a game can refuse the seat up front.
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
      const options = {
        ms: num('ms', 200, 1, 60_000),
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
