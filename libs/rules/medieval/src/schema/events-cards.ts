import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { AreaOrNone, cardList, Empire, EmpireOrNone, EVENT_CARDS, EventCard, EventCardName, Seat } from './fields';

/** The events of the event deck (M20): shuffles, draws, holding and lasting cards, the limit of three. */

export const cardEvents = [
  event('EventDeckShuffled', 'The event deck is shuffled (M20.1.5). Nobody sees its order (M28.3).', {
    pile: cardList(
      z
        .int()
        .min(-1)
        .max(EVENT_CARDS - 1),
      -1,
      EVENT_CARDS,
      'The draw pile, top first; -1 for every card, as every viewer receives it.',
    ),
  }),
  event('EventCardDrawn', 'An empire drew the top event card at the start of its turn (M6, M20.1).', {
    empire: Empire.describe('The empire.'),
    card: EventCard.describe('The card.'),
    name: EventCardName.describe('Its kind.'),
  }),
  event(
    'EventCardReturned',
    'An Independent put Missionary Fervor back into the draw pile at random (M20.2). Where is hidden (M28.3).',
    {
      empire: Empire.describe('The empire.'),
      card: EventCard.describe('The card.'),
      position: z
        .int()
        .min(-1)
        .max(EVENT_CARDS)
        .describe('Its place in the draw pile, 0 on top; -1 as every viewer receives it.'),
    },
  ),
  event(
    'EventCardPlayed',
    'A held card was played (M20.2): a claim card or a Coup on its target, a lasting card into play, Able Minister or Mercenaries with an endeavour or Defense.',
    {
      empire: Empire.describe('The empire.'),
      card: EventCard.describe('The card.'),
      name: EventCardName.describe('Its kind.'),
      area: AreaOrNone.describe('The area it acts on, or -1.'),
      other: EmpireOrNone.describe('Diplomatic Coup: the empire whose tie goes; else -1.'),
    },
  ),
  event('EventCardDiscarded', 'A held or lasting card was discarded (the limit of three, M20.1.4; a new dynasty).', {
    empire: Empire.describe('The empire.'),
    card: EventCard.describe('The card.'),
  }),
  event(
    'DiscardAwaited',
    'M20.1.4: over the limit of three, the seat chooses the card to discard (DiscardEventCard).',
    {
      empire: Empire.describe('The empire.'),
      seat: Seat.describe('The seat asked.'),
    },
  ),
  event(
    'EventTargetAwaited',
    'M20.2: the seat chooses the area of Royal Marriage or Pious Foundation (ChooseEventTarget).',
    {
      empire: Empire.describe('The empire.'),
      seat: Seat.describe('The seat asked.'),
      card: EventCard.describe('The card drawn.'),
    },
  ),
  event('EventTargetChosen', 'M20.2: the area of Royal Marriage or Pious Foundation.', {
    empire: Empire.describe('The empire.'),
    card: EventCard.describe('The card.'),
    area: AreaOrNone.describe('The area; -1 when the seat left and the Independent column decides.'),
  }),
] as const;
