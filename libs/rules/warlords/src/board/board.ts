import { add, DIRECTIONS, distance, hexesWithin, key, rotate60, scale, type Hex } from './hex';

/**
 * A compact board description: hexagonal empires of one radius, Carrion (empire 0) at the
 * origin and the others around it. Everything else (spaces, adjacency, capitals, back rows)
 * is generated, so another board is another description, not thousands of listed edges.
 */
export interface BoardDescription {
  readonly name: string;
  /** Empire radius: each empire is every hex within this distance of its capital. */
  readonly radius: number;
  /** Names of the outer empires, clockwise; at most 6. */
  readonly empires: readonly string[];
  /**
   * Which of the six places around Carrion each outer empire takes (0-5, clockwise); by default
   * the first ones in order. A two-empire board uses [0, 3] so its empires face each other.
   */
  readonly slots?: readonly number[];
}

export interface Board {
  readonly name: string;
  /** Space number -> coordinates. */
  readonly hexes: readonly Hex[];
  /** Space number -> empire number (0 = Carrion, 1.. = the outer empires clockwise). */
  readonly empireOf: readonly number[];
  /** Space number -> neighbouring space numbers, indexed by DIRECTIONS (-1 = off the board). */
  readonly neighbours: readonly (readonly number[])[];
  readonly empireNames: readonly string[];
  /** Empire number -> its capital space (the marked centre). */
  readonly capitals: readonly number[];
  /** Empire number -> its back row, left to right as seen from Carrion ([] for Carrion). */
  readonly backRows: readonly (readonly number[])[];
  /** Empire number -> the empires whose spaces touch its own (Carrion included). */
  readonly empireNeighbours: readonly (readonly number[])[];
  /** Empire number -> its spaces, in space order. */
  readonly spacesOf: readonly (readonly number[])[];
  /** Space number -> distance to the capital of its own empire. */
  readonly ring: readonly number[];
  /** Coordinates -> space number (-1 off the board). */
  readonly at: (h: Hex) => number;
}

export function buildBoard(description: BoardDescription): Board {
  const R = description.radius;
  if (description.empires.length > 6) throw new Error('a board has at most 6 outer empires');
  const slots = description.slots ?? description.empires.map((_, i) => i);
  if (
    slots.length !== description.empires.length ||
    new Set(slots).size !== slots.length ||
    slots.some((x) => x < 0 || x > 5)
  ) {
    throw new Error('each outer empire needs its own slot 0-5');
  }
  // Hexagons of radius R tile the plane with the lattice vector (2R+1, -R) and its rotations.
  const around: Hex[] = [];
  let step: Hex = { q: 2 * R + 1, r: -R };
  for (let i = 0; i < 6; i++) {
    around.push(step);
    step = rotate60(step);
  }
  const centres: Hex[] = [{ q: 0, r: 0 }, ...slots.map((k) => around[k])];
  const hexes: Hex[] = [];
  const empireOf: number[] = [];
  centres.forEach((c, empire) =>
    hexesWithin(c, R).forEach((h) => {
      hexes.push(h);
      empireOf.push(empire);
    }),
  );
  const index = new Map<string, number>();
  hexes.forEach((h, i) => index.set(key(h), i));
  const at = (h: Hex): number => index.get(key(h)) ?? -1;
  const neighbours = hexes.map((h) => DIRECTIONS.map((d) => at(add(h, d))));
  const capitals = centres.map(at);
  const backRows = centres.map((c, empire) => (empire === 0 ? [] : backRow(c, R).map(at)));
  const empireNeighbours = centres.map((_, e) => {
    const touching = new Set<number>();
    neighbours.forEach((ns, s) => {
      if (empireOf[s] === e) ns.forEach((n) => n >= 0 && empireOf[n] !== e && touching.add(empireOf[n]));
    });
    return [...touching].sort((a, b) => a - b);
  });
  const spacesOf = centres.map((_, e) => hexes.map((_, s) => s).filter((s) => empireOf[s] === e));
  const ring = hexes.map((h, s) => distance(h, centres[empireOf[s]]));
  return {
    name: description.name,
    hexes,
    empireOf,
    neighbours,
    empireNames: ['Carrion', ...description.empires],
    capitals,
    backRows,
    empireNeighbours,
    spacesOf,
    ring,
    at,
  };
}

/**
 * The back row is the hexagon edge facing away from Carrion: the direction whose corner lies
 * farthest from the origin starts it, and the edge runs along the direction two steps on.
 */
function backRow(centre: Hex, R: number): Hex[] {
  let best = 0;
  DIRECTIONS.forEach((d, i) => {
    const corner = add(centre, scale(d, R));
    const next = add(centre, scale(DIRECTIONS[(i + 1) % 6], R));
    const here = distance(corner, { q: 0, r: 0 }) + distance(next, { q: 0, r: 0 });
    const cur = add(centre, scale(DIRECTIONS[best], R));
    const curNext = add(centre, scale(DIRECTIONS[(best + 1) % 6], R));
    if (here > distance(cur, { q: 0, r: 0 }) + distance(curNext, { q: 0, r: 0 })) best = i;
  });
  const start = add(centre, scale(DIRECTIONS[best], R));
  const along = DIRECTIONS[(best + 2) % 6];
  const row: Hex[] = [];
  for (let k = 0; k <= R; k++) row.push(add(start, scale(along, k)));
  return row;
}
