import { MILLENNIUM } from '../data/millennium';
import type { MedievalOptions } from '../options';

/**
 * M26.5 initial table, the design's (half the gap in starting VP to the leader), in scenario order. It is what
 * `handicaps: true` means in a game begun before the calibration below: such a game recorded `true`.
 */
export const DESIGN_HANDICAPS: readonly number[] = MILLENNIUM.empires.map((e) => e.handicap);

/**
 * M26.5 calibrated by simulation (README "Simulation report": 1,000 Millennium games, every empire played by the
 * S001 33.2 procedure): the mean final VP of the best empire (Byzantium, 89.2) minus each empire's, rounded. What
 * `handicaps: true` stood for in games versions 1.0.0 and 1.1.0 set up.
 */
export const HANDICAPS_1_0: readonly number[] = [18, 24, 57, 57, 54, 0, 40];

/**
 * M26.5 from the seats' play (README "Handicaps from the seats' play": `npm run calibrate -- --ruleset medieval`,
 * 1,000 games with the medium bot in 2 to 6 seats, no handicap): the best empire's mean seat score (Byzantium,
 * 81.1) minus each empire's, rounded. Version 1.2.0's table.
 */
export const HANDICAPS_1_2: readonly number[] = [18, 20, 50, 49, 49, 0, 41];

/**
 * The newest version's table. A new game writes the numbers into its options, so its replays keep them whatever
 * later calibrations change.
 */
export const HANDICAPS = HANDICAPS_1_2;

/** An empire's handicap under the `handicaps` option as a game recorded it: numbers, none, or `true` (the design table). */
export const handicapOf = (h: MedievalOptions['handicaps'], empire: number): number =>
  Array.isArray(h) ? (h[empire] ?? 0) : h === true ? (DESIGN_HANDICAPS[empire] ?? 0) : 0;
