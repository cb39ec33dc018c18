/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface Proportion {
  readonly successes: number;
  readonly trials: number;
  /** successes / trials; 0 with no trials. */
  readonly rate: number;
  /** The Wilson score interval: unlike rate ± z·se it stays within [0, 1] and is sound for small counts. */
  readonly low: number;
  readonly high: number;
}

export function wilson(successes: number, trials: number, z = Z95): Proportion {
  if (trials === 0) return { successes, trials, rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { successes, trials, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
