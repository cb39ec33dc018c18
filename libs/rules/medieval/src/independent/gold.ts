/**
 * S001 33.25 gold for the ER, with `b` the basic ER and `available` the gold left after the cost and the
 * Defense reserve: b < +1 → 1 − b; +1 < b < +5 → 5 − b if available; +5 < b < +8 → 8 − b if available;
 * otherwise nothing. Partial amounts are never spent (they could not change the band, M8.1).
 * Returns -1 when b < +1 and the gold to reach +1 is not available (the endeavour is impossible).
 */
export function goldForER(b: number, available: number): number {
  const cap = Math.min(20, available);
  if (b < 1) return 1 - b <= cap ? 1 - b : -1;
  if (b > 1 && b < 5) return 5 - b <= cap ? 5 - b : 0;
  if (b > 5 && b < 8) return 8 - b <= cap ? 8 - b : 0;
  return 0;
}

/** S001 33.23/33.25: two gold (or all there is, if less) are always kept for Defense. */
export const defenseReserve = (gold: number): number => Math.min(2, gold);
