import { z } from 'zod';
import { battleEvents, empireEvents } from './events-battle';
import { setupEvents } from './events-setup';
import { endEvents, turnEvents } from './events-turn';

/**
 * Every event the rules write, declared once: `WarlordsEvent`, its validator and
 * `docs/schemas/warlords/events.schema.json`. Each is accepted as written and as `redact` leaves it
 * for any viewer: the cards of another seat's deal or boxes are an empty list.
 */
export const warlordsEventSchema = z
  .discriminatedUnion('type', [...setupEvents, ...turnEvents, ...battleEvents, ...empireEvents, ...endEvents])
  .meta({
    title: 'warlords events',
    description:
      'A past-tense fact of a warlords game, told apart by `type`: the d20s are in them, so folding them replays the game. A general is named only to those who may know him: the cards dealt and boxed reach their own seat alone (others get an empty list), a recruit’s card only its recruiter; everyone learns a card when it is revealed.',
  });
