/** Deliveries are tried this often before they are marked failed (a replay tries again). */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 1_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long after its `attempts`-th failed attempt a delivery is tried again: doubling from one
 * second (1, 2, 4 ... 64 s over eight attempts, two minutes in all), so a receiver that restarts
 * gets its milestones within seconds and one that is down for long is not hammered.
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
