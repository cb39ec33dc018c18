import type { BoardDescriptor, RulesetDescriptor } from '@empires/rules-kernel';
import type { Names } from './adapter';

/** Area, seat and card names from the descriptor and the game's seats. */
export function namesOf(descriptor: RulesetDescriptor, board: BoardDescriptor, seatNames: readonly string[]): Names {
  const areas = new Map(board.areas.map((a) => [a.index, a.name]));
  const cards = new Map(
    descriptor.decks.flatMap((deck) =>
      deck.cards.flatMap((card) => [
        [`${deck.id}:${card.id}`, card.name],
        ...card.ids.map((id) => [`${deck.id}:${id}`, card.name] as const),
      ]),
    ),
  );
  return {
    area: (index) => areas.get(index) ?? `area ${index}`,
    region: (index) => board.regions[index]?.name ?? `region ${index}`,
    seat: (seat) => (seat < 0 ? 'neutral' : (seatNames[seat] ?? `seat ${seat + 1}`)),
    card: (deck, id) =>
      typeof id === 'number' && id < 0 ? 'hidden card' : (cards.get(`${deck}:${id}`) ?? `card ${id}`),
  };
}
