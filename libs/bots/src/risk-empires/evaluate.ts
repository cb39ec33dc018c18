import type { AnyRuleset } from '@empires/rules-kernel';
import type { RiskState } from '@empires/rules-risk-empires';
import type { Evaluate } from '../policy';
import { features, isPlaying } from './features';
import { playout, seedOf, type Horizon } from './playout';

/**
 * Weights of the features (`features.ts`), fitted by logistic regression (weights kept at zero or above, so that no
 * measure of wealth counts against a seat) on who won 200 heuristic self-play games: 2 players, 5%
 * random moves for variety, a sample at every step boundary (65,000 samples, log-loss 0.38). Empire
 * Card value weighs nothing there because those games end by elimination long before the Kings run out.
 */
export const WEIGHTS: readonly number[] = [0.243, 0.088, 0.479, 0, 0, 0.193, 0.366, 0, 0.064, 0.737, 1.945, 0.032];

/** Each playing seat's share of the win: a softmax of its weighted features (a logistic for two). */
export function shares(s: RiskState, weights: readonly number[] = WEIGHTS): number[] {
  const z = Array.from({ length: s.seats }, (_, seat) =>
    isPlaying(s, seat) ? features(s, seat).reduce((sum, f, i) => sum + f * weights[i], 0) : -Infinity,
  );
  const top = Math.max(...z);
  const e = z.map((x) => (x === -Infinity ? 0 : Math.exp(x - top)));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
}

/** Scores from a finished game: winners share 1. */
function fromRanks(ranks: readonly number[]): number[] {
  const winners = ranks.filter((r) => r === 1).length;
  return ranks.map((r) => (r === 1 ? 1 / winners : 0));
}

export interface EvaluateOptions {
  readonly horizon: Horizon | null;
  readonly weights: readonly number[];
  /**
   * `fixed`: every playout of a search rolls the same dice, so positions are compared on common
   * random numbers; `state`: the dice come from the position.
   */
  readonly dice: 'fixed' | 'state';
}

const DEFAULT_EVALUATE: EvaluateOptions = {
  horizon: { commands: 60, until: 'step' },
  weights: WEIGHTS,
  dice: 'state',
};
const FIXED = seedOf({ round: 0, armies: [], owner: [], goods: [], deck: [] } as unknown as RiskState);

/**
 * For search: the position played on by the rules of thumb to the end of the step under way, then
 * scored. A state with hidden cards (a seat's own view) is scored as it stands.
 */
export function evaluateWith(o: EvaluateOptions): Evaluate {
  return (ruleset: AnyRuleset, state: unknown) => {
    const s = state as RiskState;
    const whole = !s.goods.some((h) => h.includes(-1));
    const end = whole && o.horizon ? playout(ruleset, s, o.dice === 'fixed' ? FIXED : seedOf(s), o.horizon) : s;
    return end.ended ? fromRanks(end.ended.ranks) : shares(end, o.weights);
  };
}

export const evaluate = evaluateWith(DEFAULT_EVALUATE);
