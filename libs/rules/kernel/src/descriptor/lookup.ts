import type { AreaDescriptor, BoardDescriptor, DeckDescriptor, RulesetDescriptor } from './schema';

/** An area of a board by its id; throws on an id the board does not have. */
export function areaById(board: BoardDescriptor, id: string): AreaDescriptor {
  const area = board.areas.find((a) => a.id === id);
  if (!area) throw new Error(`${board.name} has no area ${id}`);
  return area;
}

/** A deck of a descriptor by its id; throws on an id the descriptor does not have. */
export function deckById(descriptor: RulesetDescriptor, id: string): DeckDescriptor {
  const deck = descriptor.decks.find((d) => d.id === id);
  if (!deck) throw new Error(`${descriptor.id} has no deck ${id}`);
  return deck;
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
