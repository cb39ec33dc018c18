/**
 * Points for finishing places. At a full table of N seats, place p earns N - p (4 seats: 3, 2, 1,
 * 0; 2 seats: a win 1, a loss 0). A smaller table of k seats spreads the same range evenly,
 * (N - 1)(k - p)/(k - 1), so first and last are worth the same everywhere and so is the average.
 * Seats that tie share the mean of the places they span (a two-player draw: 0.5 each).
 */
export function placePoints(ranks: readonly number[], tableSize: number): number[] {
  const k = ranks.length;
  const pointsAt = (place: number) => (k === 1 ? tableSize - 1 : ((tableSize - 1) * (k - place)) / (k - 1));
  return ranks.map((rank) => {
    const ahead = ranks.filter((r) => r < rank).length;
    const tied = ranks.filter((r) => r === rank).length;
    let sum = 0;
    for (let place = ahead + 1; place <= ahead + tied; place++) sum += pointsAt(place);
    return sum / tied;
  });
}

/** A bye at pods is worth the average of a full table; in the two-player formats, a win. */
export const byePoints = (tableSize: number): number => (tableSize === 2 ? 1 : (tableSize - 1) / 2);

/** Whether the seat finished first alone. */
export const wonAlone = (ranks: readonly number[], seat: number): boolean =>
  ranks[seat] === Math.min(...ranks) && ranks.filter((r) => r === ranks[seat]).length === 1;
