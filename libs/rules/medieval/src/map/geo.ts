import { MAP } from '../data/millennium';

/** Geometry of the map, computed once from the data: land links and sea distances (M9.4). */
const AREA_COUNT = MAP.areas.length;
export const areaIndex = new Map(MAP.areas.map((a, i) => [a.id, i]));

const landLinked: boolean[][] = MAP.areas.map((a) => {
  const row = new Array<boolean>(AREA_COUNT).fill(false);
  a.land.forEach((n) => (row[n] = true));
  return row;
});

export const isLandLinked = (a: number, b: number): boolean => landLinked[a][b];

/** Fewest sea-to-sea steps between every pair of sea areas. */
const seaSteps: number[][] = MAP.seas.map((_, from) => {
  const dist = new Array<number>(MAP.seas.length).fill(Infinity);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const n of MAP.seas[queue[i]].neighbors) {
      if (dist[n] === Infinity) {
        dist[n] = dist[queue[i]] + 1;
        queue.push(n);
      }
    }
  }
  return dist;
});

/**
 * Sea distance `k` (M9.4): 0 when land-linked, else 1 + the fewest sea-to-sea steps between a sea touching
 * each end; Infinity when either end is not coastal.
 */
const seaDistance: number[][] = MAP.areas.map((a, i) =>
  MAP.areas.map((b, j) => {
    if (i === j || landLinked[i][j]) return 0;
    let best = Infinity;
    for (const s of a.seas) for (const t of b.seas) best = Math.min(best, 1 + seaSteps[s][t]);
    return best;
  }),
);

export const seaDistanceOf = (a: number, b: number): number => seaDistance[a][b];

/** Sea areas crossed from `base` to `target`, or -1 when out of reach: k = 1 from any coast, 2 from a seafaring base. */
export function reach(base: number, target: number, maxSeas = 1): number {
  const k = seaDistance[base][target];
  if (k === 0) return 0;
  const limit = MAP.areas[base].seafaring ? maxSeas + 1 : maxSeas;
  return k <= limit ? k : -1;
}

/** A sea hop of the line of communication (M18.5.1): k = 1, or k = 2 if either end is seafaring. */
export function seaHop(a: number, b: number): number {
  const k = seaDistance[a][b];
  if (k === 0) return landLinked[a][b] ? 0 : -1;
  if (k === 1) return 1;
  if (k === 2 && (MAP.areas[a].seafaring || MAP.areas[b].seafaring)) return 2;
  return -1;
}
