import type { AnyRuleset } from '@empires/rules-kernel';
import { warlordsScores, type WarlordsState } from '@empires/rules-warlords';
import type { Evaluate } from '../policy';

/**
 * Points of the rules' score (10 a capital, 3 a town, 1 a regiment) worth one unit of the logistic: a
 * town and a general's guard, about what one good turn of raising changes.
 */
const SCALE = 8;

/** Scores from a finished game: winners share 1. */
function fromRanks(ranks: readonly number[]): number[] {
  const winners = ranks.filter((r) => r === 1).length;
  return ranks.map((r) => (r === 1 ? 1 / winners : 0));
}

/**
 * Each seat's share of the win: a softmax of the rules' own score (the one that ranks a game stopped
 * at its round limit), so search values what the game itself counts; fallen seats have none.
 */
export function shares(s: WarlordsState): number[] {
  if (s.result) return fromRanks(s.result.ranks);
  const score = warlordsScores(s);
  const z = score.map((x, seat) => (s.seats[seat].status === 'playing' ? x / SCALE : -Infinity));
  const top = Math.max(...z);
  const e = z.map((x) => (x === -Infinity ? 0 : Math.exp(x - top)));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => (total > 0 ? x / total : 0));
}

export const evaluate: Evaluate = (_ruleset: AnyRuleset, state: unknown) => shares(state as WarlordsState);
