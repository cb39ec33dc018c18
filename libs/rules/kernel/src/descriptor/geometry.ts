import { FRAME, type FramePoint } from './schema';

/** Longitude and latitude in degrees (east and north positive). */
export interface LonLat {
  readonly lon: number;
  readonly lat: number;
}

/** The part of the globe a board shows, in degrees. */
export interface GeoBox {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

/** Anchors closer than this crowd labels and pieces on a board drawn at the frame's size. */
export const MIN_ANCHOR_DISTANCE = 20;

/** Gap kept between anchors and the edge of the frame, so labels drawn at an anchor stay inside. */
export const EDGE = 20;

/** Rounded to a tenth of a unit: finer than any screen needs, and the checked-in files stay small. */
export const tenth = (n: number): number => Math.round(n * 10) / 10;

/**
 * Equirectangular: longitude and latitude each mapped linearly onto the frame (inside EDGE).
 * A board is not a chart; this keeps every place where a reader of an atlas looks for it.
 */
export function projector(box: GeoBox): (at: LonLat) => FramePoint {
  const width = FRAME.width - 2 * EDGE;
  const height = FRAME.height - 2 * EDGE;
  return ({ lon, lat }) => ({
    x: EDGE + ((lon - box.west) / (box.east - box.west)) * width,
    y: EDGE + ((box.north - lat) / (box.north - box.south)) * height,
  });
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The smallest distance between two of the points. */
export function closestDistance(points: readonly FramePoint[]): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      best = Math.min(best, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
  return best;
}

/**
 * Pushes apart every two points closer than `minimum`, each by half the shortfall along the line
 * between them, until none is (or 500 rounds pass), keeping all inside the frame. Each point
 * moves only as far as its crowding asks, so the relative geography survives. Deterministic.
 */
export function spread(points: readonly FramePoint[], minimum: number): FramePoint[] {
  const out = points.map((p) => ({ x: p.x, y: p.y }));
  // Pairs under the minimum are pushed a little past it, so rounding to tenths never brings one back under.
  const target = minimum * 1.02;
  for (let round = 0; round < 500; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const dx = out[j].x - out[i].x;
        const dy = out[j].y - out[i].y;
        const d = Math.hypot(dx, dy);
        if (d >= minimum) continue;
        // Coincident points part along x, the lower index to the left.
        const [ux, uy] = d === 0 ? [1, 0] : [dx / d, dy / d];
        const push = (target - d) / 2;
        out[i] = { x: out[i].x - ux * push, y: out[i].y - uy * push };
        out[j] = { x: out[j].x + ux * push, y: out[j].y + uy * push };
        moved = true;
      }
    }
    for (const p of out) {
      p.x = clamp(p.x, EDGE, FRAME.width - EDGE);
      p.y = clamp(p.y, EDGE, FRAME.height - EDGE);
    }
    if (!moved) break;
  }
  return out.map((p) => ({ x: tenth(p.x), y: tenth(p.y) }));
}

type Polygon = [number, number][];

/** Keeps the part of a convex polygon where a*x + b*y <= c (one Sutherland-Hodgman step). */
function clip(polygon: Polygon, a: number, b: number, c: number): Polygon {
  const out: Polygon = [];
  const inside = ([x, y]: [number, number]) => a * x + b * y <= c;
  for (let k = 0; k < polygon.length; k++) {
    const p = polygon[k];
    const q = polygon[(k + 1) % polygon.length];
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      const t = (c - a * p[0] - b * p[1]) / (a * (q[0] - p[0]) + b * (q[1] - p[1]));
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

const disc = (centre: FramePoint, radius: number, corners = 24): Polygon =>
  Array.from({ length: corners }, (_, k) => {
    const angle = (2 * Math.PI * k) / corners;
    return [centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle)];
  });

/**
 * Voronoi cells of `sites`, each clipped to the frame and to a disc of `reach` around its site,
 * so a coastal cell does not run across an empty ocean. Cells are computed only for the first
 * `outlined` sites; the others (seas, say) only bound them. Each cell is the frame cut by the
 * half-planes nearer its site than another: O(n^2), a few ms for a few hundred sites.
 */
export function voronoiOutlines(sites: readonly FramePoint[], reach: number, outlined = sites.length): Polygon[] {
  return sites.slice(0, outlined).map((p, i) => {
    let cell = disc(p, reach);
    for (const [a, b] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const)
      cell = clip(cell, a, b, a === 1 ? FRAME.width : b === 1 ? FRAME.height : 0);
    sites.forEach((q, j) => {
      if (j === i || Math.hypot(q.x - p.x, q.y - p.y) > 2 * reach) return;
      // Nearer p than q: (q - p) . x <= (|q|^2 - |p|^2) / 2.
      cell = clip(cell, q.x - p.x, q.y - p.y, (q.x * q.x + q.y * q.y - p.x * p.x - p.y * p.y) / 2);
    });
    const rounded = cell.map(([x, y]) => [tenth(x), tenth(y)] as [number, number]);
    return rounded.filter(([x, y], k) => {
      const [px, py] = rounded[(k + rounded.length - 1) % rounded.length];
      return x !== px || y !== py;
    });
  });
}

/**
 * A board laid out from where its areas lie on the globe: each projected into the frame, crowded
 * anchors pushed apart to MIN_ANCHOR_DISTANCE, and outlines of `reach` for the first `outlined`
 * (the rest, seas say, bound those outlines but get none).
 */
export function geoLayout(
  box: GeoBox,
  places: readonly LonLat[],
  reach: number,
  outlined = places.length,
): { readonly positions: FramePoint[]; readonly outlines: Polygon[] } {
  const positions = spread(places.map(projector(box)), MIN_ANCHOR_DISTANCE);
  return { positions, outlines: voronoiOutlines(positions, reach, outlined) };
}
