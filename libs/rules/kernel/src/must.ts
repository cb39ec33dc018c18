/**
 * A value the code's own invariants guarantee (the turn while an empire acts, every seed an
 * entrant): returned as is, or an error naming what is missing. Its absence is a bug, never a
 * player's mistake, so it throws rather than answering with a violation.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
