import { BOARDS } from '../board/boards';

/**
 * Places of the test fixtures. On the two-empire `duel` board seat 0 plays Aurum (empire 1, east
 * of Carrion), seat 1 plays Dusk (empire 2, west). Positions are given as offsets from a capital.
 */
const board = BOARDS.duel;
export const AURUM = 1;
export const DUSK = 2;
export const CARRION = 0;
export const capital = (empire: number): number => board.capitals[empire];
export function at(empire: number, dq: number, dr: number): number {
  const c = board.hexes[capital(empire)];
  const s = board.at({ q: c.q + dq, r: c.r + dr });
  if (s < 0) throw new Error(`no space at ${empire}:${dq},${dr}`);
  return s;
}
/** Piece id of a seat's general by the number on the piece. */
export const P = (seat: number, number: number): number => seat * 5 + number - 1;
/** The neighbour of a space in DIRECTIONS order: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. */
export const step = (space: number, direction: number): number => board.neighbours[space][direction];

/** The six-empire board of `opening3`: seat 0 in empire 1, seat 1 in empire 3, seat 2 in empire 5. */
export const six = BOARDS['six-empires'];
export const stepSix = (space: number, direction: number): number => six.neighbours[space][direction];
export function atSix(empire: number, dq: number, dr: number): number {
  const c = six.hexes[six.capitals[empire]];
  const x = six.at({ q: c.q + dq, r: c.r + dr });
  if (x < 0) throw new Error(`no space at ${empire}:${dq},${dr}`);
  return x;
}
