import type { CardDescriptor, DeckDescriptor } from '@empires/rules-kernel';
import { CARDS, isHolding, isLasting, type CardName } from '../cards/deck';
import { defaultOptions } from '../options';
import eventCards from './event-cards.json';

/** M20.2, one line per card: data, in event-cards.json, typed here (every card of the deck has its line). */
const EVENT_CARDS: Readonly<Record<CardName, { readonly name: string; readonly text: string }>> = eventCards;

const kebab = (s: string): string => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
const kindOf = (card: number): string => (isLasting(card) ? 'lasting' : isHolding(card) ? 'holding' : 'immediate');

const eventDeck: DeckDescriptor = {
  id: 'events',
  name: 'Event cards',
  description:
    'One is drawn and shown at the start of every empire turn: immediate cards act at once, holding cards are kept (at most three) and played later, lasting ones stay in play.',
  cards: [...new Set(CARDS)].map((name): CardDescriptor => {
    const ids = CARDS.flatMap((c, i) => (c === name ? [i] : []));
    return {
      id: kebab(name),
      name: EVENT_CARDS[name].name,
      count: ids.length,
      ids,
      kind: kindOf(ids[0]),
      text: EVENT_CARDS[name].text,
    };
  }),
};

const yearDeck: DeckDescriptor = {
  id: 'year',
  name: 'Year cards',
  description:
    'Shuffled each round, five dealt face down to every empire; each endeavour or defence turns up the next, and its number with the band of the rating gives the result (M8).',
  cards: Array.from({ length: 56 }, (_, i): CardDescriptor => {
    const n = i + 1;
    const mark = defaultOptions.statureCheckMarks.includes(n);
    return {
      id: `year-${n}`,
      name: `Year Card ${n}`,
      count: 1,
      ids: [n],
      value: n,
      ...(mark ? { text: 'Checks the leader’s statures when turned up (default statureCheckMarks).' } : {}),
    };
  }),
};

export const medievalDecks: readonly DeckDescriptor[] = [eventDeck, yearDeck];
