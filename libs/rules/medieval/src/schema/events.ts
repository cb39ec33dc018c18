import { z } from 'zod';
import { areaEvents } from './events-areas';
import { cardEvents } from './events-cards';
import { endeavourEvents } from './events-endeavours';
import { independentEvents } from './events-independents';
import { allianceEvents, asylumEvents, parleyEvents } from './events-politics';
import { roundEvents } from './events-round';

/**
 * Every event the rules write, declared once: `MedievalEvent`, its validator and
 * `docs/schemas/medieval/events.schema.json`. Each is accepted as written and as `redact` leaves
 * it for any viewer: the Year Cards dealt as 0, the event draw pile and a card's place in it as
 * -1, and a sealed ballot, bid or asylum offer as null for all but its seat.
 */
export const medievalEventSchema = z
  .discriminatedUnion('type', [
    ...roundEvents,
    ...endeavourEvents,
    ...areaEvents,
    ...cardEvents,
    ...independentEvents,
    ...allianceEvents,
    ...parleyEvents,
    ...asylumEvents,
  ])
  .meta({
    title: 'medieval events',
    description:
      'A past-tense fact of a medieval game, told apart by `type`: dice and draws are in them, so folding them replays the game. Hidden cards and sealed declarations are 0, -1 or null for the viewers who may not see them.',
  });
