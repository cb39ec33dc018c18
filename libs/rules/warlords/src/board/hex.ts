/** Axial hex coordinates (q, r); the third cube coordinate is -q-r. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six neighbour directions, in clockwise order on screen, so d[i+1] - d[i] = d[i+2]. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const add = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const scale = (a: Hex, k: number): Hex => ({ q: a.q * k, r: a.r * k });

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Every hex within `radius` of `centre`, in a stable order (by q, then r). */
export function hexesWithin(centre: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++)
      out.push({ q: centre.q + dq, r: centre.r + dr });
  }
  return out;
}

/** Rotates a vector 60 degrees (cube (x,y,z) -> (-z,-x,-y)), one step along DIRECTIONS. */
export const rotate60 = (a: Hex): Hex => ({ q: a.q + a.r, r: -a.q });

export const key = (h: Hex): string => `${h.q},${h.r}`;
