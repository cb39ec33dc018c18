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
}

export function buildBoard(description: BoardDescription): Board {
  const R = description.radius;
  if (description.empires.length > 6) throw new Error('a board has at most 6 outer empires');
  // Hexagons of radius R tile the plane with the lattice vector (2R+1, -R) and its rotations.
  let step: Hex = { q: 2 * R + 1, r: -R };
  const centres: Hex[] = [{ q: 0, r: 0 }];
  for (let i = 0; i < description.empires.length; i++) {
    centres.push(step);
    step = rotate60(step);
  }
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
  return { name: description.name, hexes, empireOf, neighbours, empireNames: ['Carrion', ...description.empires], capitals, backRows };
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
