import type { AreaDescriptor, BoardDescriptor } from './schema';

/** An area of a board by its id; throws on an id the board does not have. */
export function areaById(board: BoardDescriptor, id: string): AreaDescriptor {
  const area = board.areas.find((a) => a.id === id);
  if (!area) throw new Error(`${board.name} has no area ${id}`);
  return area;
}

/** Each area's neighbours by id, both directions, from the borders listed once each. */
export function neighboursById(board: BoardDescriptor): Map<string, string[]> {
  const neighbours = new Map(board.areas.map((a): [string, string[]] => [a.id, []]));
  board.borders.forEach(({ areas: [a, b] }) => {
    neighbours.get(a)?.push(b);
    neighbours.get(b)?.push(a);
  });
  return neighbours;
}
