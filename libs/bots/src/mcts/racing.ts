import type { GameCommand } from '@empires/rules-kernel';
import type { Node } from './widening';

/** A root candidate: its tree, and its reward in each round of the race (all run on the same worlds and dice). */
export interface Arm {
  readonly command: GameCommand;
  readonly node: Node;
  readonly values: number[];
}

/** Rounds before any candidate may drop out, and how many standard errors behind the leader it must be. */
const MIN_ROUNDS = 8;
const Z = 2.5;

/** The best mean over the rounds every candidate finished; the earlier candidate (the guide's choice first) on ties. */
export function leader(arms: readonly Arm[]): Arm {
  const rounds = Math.min(...arms.map((a) => a.values.length));
  let best = arms[0];
  let bestSum = -Infinity;
  for (const arm of arms) {
    let sum = 0;
    for (let k = 0; k < rounds; k++) sum += arm.values[k];
    if (sum > bestSum) {
      bestSum = sum;
      best = arm;
    }
  }
  return best;
}

/**
 * The candidates still worth sampling: those the leader is not clearly ahead of. Rounds share
 * their world and dice, so the test is on paired differences, whose spread is far smaller than
 * that of either candidate's rewards: the luck of the draw cancels out.
 */
export function survivors(arms: readonly Arm[]): Arm[] {
  if (arms.length < 2 || arms[0].values.length < MIN_ROUNDS) return arms.slice();
  const lead = leader(arms);
  return arms.filter((arm) => arm === lead || !clearlyBehind(lead.values, arm.values));
}

function clearlyBehind(lead: readonly number[], other: readonly number[]): boolean {
  const n = Math.min(lead.length, other.length);
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const diff = lead[k] - other[k];
    sum += diff;
    squares += diff * diff;
  }
  const mean = sum / n;
  const variance = Math.max(0, squares / n - mean * mean) / (n - 1);
  return mean > 0 && mean > Z * Math.sqrt(variance);
}
