/**
 * How many tables of which size a pod round seats, and how many sit out: as few byes as can be,
 * tables of `size` and, when the field does not divide, of `minSize` (one seat fewer) rather than
 * byes.
 */
export function podSizes(players: number, size: number, minSize: number): { tables: number[]; byes: number } {
  if (players < minSize) return { tables: [], byes: players };
  const tables = Math.ceil(players / size);
  if (minSize < size && tables * minSize <= players) {
    const full = Math.min(tables, Math.floor((players - tables * minSize) / (size - minSize)));
    const sizes = [...Array(full).fill(size), ...Array(tables - full).fill(minSize)];
    const seated = sizes.reduce((a, b) => a + b, 0);
    return { tables: sizes, byes: players - seated };
  }
  const full = Math.floor(players / size);
  return { tables: Array(full).fill(size), byes: players - full * size };
}
