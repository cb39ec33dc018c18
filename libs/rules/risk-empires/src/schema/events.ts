import { z } from 'zod';
import { combatEvents, roundEvents, setupEvents } from './events-board';
import { cityEvents, disasterEvents, tradeEvents } from './events-goods';

/**
 * Every event the rules write, declared once: `RiskEvent`, its validator and
 * `docs/schemas/risk-empires/events.schema.json`. Each is accepted as written and as `redact`
 * leaves it for any viewer: a card the viewer may not see is -1, and the count stays.
 */
export const riskEventSchema = z
  .discriminatedUnion('type', [
    ...setupEvents,
    ...roundEvents,
    ...combatEvents,
    ...cityEvents,
    ...tradeEvents,
    ...disasterEvents,
  ])
  .meta({
    title: 'risk-empires events',
    description:
      'A past-tense fact of a risk-empires game, told apart by `type`: dice and draws are in them, so folding them replays the game. Cards hidden from the viewer are -1.',
  });
