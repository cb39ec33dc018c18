/**
 * Multiplayer pods, the one pairing no library does: tables of N seats grouped by standing
 * score, avoiding opponents already met. A grouping costs REPEAT for every pair at a table that
 * has met before, plus the spread of points at each table (the sum of squared distances from the
 * table's mean). It starts from the standings cut into tables in order, improves by swapping
 * players between tables while any swap lowers the cost, and when repeats remain tries again
 * from seeded shuffles, keeping the cheapest.
 */
export interface PodEntrant {
  readonly id: string;
  readonly points: number;
}

const REPEAT = 1000;

export function groupPods(
  ranked: readonly PodEntrant[],
  sizes: readonly number[],
  met: (a: string, b: string) => number,
  random: () => number,
): string[][] {
  const tableCost = (t: readonly PodEntrant[]): number => {
    let cost = 0;
    for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) cost += REPEAT * met(t[i].id, t[j].id);
    const mean = t.reduce((s, e) => s + e.points, 0) / t.length;
    return cost + t.reduce((s, e) => s + (e.points - mean) ** 2, 0);
  };
  const total = (tables: PodEntrant[][]) => tables.reduce((s, t) => s + tableCost(t), 0);
  const cut = (order: readonly PodEntrant[]) => {
    let at = 0;
    return sizes.map((n) => order.slice(at, (at += n)));
  };

  let best = improve(cut(ranked), tableCost);
  let bestCost = total(best);
  const restarts = ranked.length <= 48 ? 40 : 8;
  for (let r = 0; r < restarts && bestCost >= REPEAT; r++) {
    const tables = improve(cut(shuffled(ranked, random)), tableCost);
    const cost = total(tables);
    if (cost < bestCost) [best, bestCost] = [tables, cost];
  }
  return best.map((t) => t.map((e) => e.id));
}

/** Swaps players between tables while some swap makes the grouping cheaper (first improvement, to a local minimum). */
function improve(tables: PodEntrant[][], tableCost: (t: readonly PodEntrant[]) => number): PodEntrant[][] {
  const costs = tables.map(tableCost);
  for (let improved = true; improved; ) {
    improved = false;
    for (let a = 0; a < tables.length; a++) {
      for (let b = a + 1; b < tables.length; b++) {
        for (let i = 0; i < tables[a].length; i++) {
          for (let j = 0; j < tables[b].length; j++) {
            const ta = tables[a].map((e, k) => (k === i ? tables[b][j] : e));
            const tb = tables[b].map((e, k) => (k === j ? tables[a][i] : e));
            const [ca, cb] = [tableCost(ta), tableCost(tb)];
            if (ca + cb < costs[a] + costs[b] - 1e-9) {
              [tables[a], tables[b], costs[a], costs[b]] = [ta, tb, ca, cb];
              improved = true;
            }
          }
        }
      }
    }
  }
  return tables;
}

/** Fisher-Yates with the round's seeded numbers. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
