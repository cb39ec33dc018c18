import { allDistinct, seatNumber, seatOrNone } from '@empires/rules-kernel';
import { z } from 'zod';
import { CARDS, type CardName } from '../cards/deck';
import { MAP, MILLENNIUM } from '../data/millennium';
import { seaDistanceOf } from '../map/geo';

/**
 * The numbers commands, events and views are made of, each named once (its `$defs` entry in the
 * JSON Schemas) with the range the map, the scenario or a rule fixes. Fields reuse them with their
 * own description.
 */

export const AREAS = MAP.areas.length;
export const EMPIRES = MILLENNIUM.empires.length;
export const SEAT_LIMITS = { min: 0, max: 6 } as const;
export const EVENT_CARDS = CARDS.length;
/** Year Cards are numbered 1 to 56 (M8.1). */
export const YEAR_CARDS = 56;
/** Five Year Cards a round for every empire in play (M4 step 1). */
export const HAND = 5;
/** M9.2, M12.2, M13, S001 33.46: at most 20 gold is added to an ER, a Defense, counter-gold or a bid. */
export const MOST_EXTRA_GOLD = 20;
/** SS never drops below −3 (M8.2) nor rises above the highest printed maximum. */
const LEAST_SS = -3;
const MOST_SS = Math.max(...MAP.areas.map((a) => a.maxSS));
const MOST_POP = Math.max(...MAP.areas.map((a) => a.pop));
export const MOST_FORT = 3;
/** Statures run 1 to 9 (M7.1, M7.2). */
export const STATURE = { min: 1, max: 9 } as const;
/** The ER track runs −10 to +19 (M9.3). */
const ER_TRACK = { min: -10, max: 19 } as const;
/** A levy is 0 to max(0, SS) (M17.2); a plunder yields max(1, Pop + SS) (M17.4). */
export const MOST_LEVY = MOST_SS;
export const MOST_PLUNDER = MOST_POP + MOST_SS;
/** The farthest an attack may cross by sea: the widest finite sea distance of the map, whatever `seaReach` allows (M9.4). */
const MOST_ATTACK_SEAS = Math.max(
  ...MAP.areas.flatMap((_, a) => MAP.areas.map((__, b) => seaDistanceOf(a, b)).filter(Number.isFinite)),
);
/** A conquest costs 2 plus its seas, the dearest endeavour (M9.1). */
export const MOST_COST = 2 + MOST_ATTACK_SEAS;
/** Seas on a line of communication: one hop of 1 or 2 between each two areas of it (M18.5.1). */
export const MOST_SEAS = Math.max(MOST_ATTACK_SEAS, 2 * (AREAS - 1));

export const Area = z
  .int()
  .min(0)
  .max(AREAS - 1)
  .meta({
    id: 'Area',
    description: `A land area by its index, 0 to ${AREAS - 1}: the \`index\` of the land areas in the descriptor.`,
  });

export const AreaOrNone = z
  .int()
  .min(-1)
  .max(AREAS - 1)
  .meta({ id: 'AreaOrNone', description: 'A land area by its index, or -1 for none.' });

const empireList = MILLENNIUM.empires.map((e, i) => `${i} ${e.name}`).join(', ');

export const Empire = z
  .int()
  .min(0)
  .max(EMPIRES - 1)
  .meta({ id: 'Empire', description: `An empire by its index in the scenario: ${empireList}.` });

export const EmpireOrNone = z
  .int()
  .min(-1)
  .max(EMPIRES - 1)
  .meta({
    id: 'EmpireOrNone',
    description: 'An empire by its index, or -1 for none (an independent area or a raider).',
  });

export const Seat = seatNumber(
  SEAT_LIMITS,
  'A player by its seat, numbered from 0; a seat runs its Player Empire and its allies.',
);

export const SeatOrNone = seatOrNone(
  SEAT_LIMITS,
  'SeatOrNone',
  'A seat, or -1 for none (an Independent or removed empire).',
);

export const Magnate = z.int().min(0).meta({
  id: 'Magnate',
  description:
    'A Magnate by its index: those of the scenario first, then each that arose, in order (M24); they never leave the list.',
});

export const EventCard = z
  .int()
  .min(0)
  .max(EVENT_CARDS - 1)
  .meta({
    id: 'EventCard',
    description: `An event card by its number, 0 to ${EVENT_CARDS - 1}: the deck of M20.2 in the descriptor's order.`,
  });

export const EventCardName = z.enum([...new Set(CARDS)] as [CardName, ...CardName[]]).meta({
  id: 'EventCardName',
  description: 'The kind of an event card (M20.2); several cards share a kind.',
});

export const YearCard = z.int().min(1).max(YEAR_CARDS).meta({
  id: 'YearCard',
  description: 'A Year Card by its number, 1 to 56: higher numbers are better for the acting side (M8.1).',
});

export const Religion = z
  .int()
  .min(0)
  .max(MAP.religions.length - 1)
  .meta({ id: 'Religion', description: `A religion: ${MAP.religions.map((r, i) => `${i} ${r.id}`).join(', ')}.` });

export const Language = z
  .int()
  .min(0)
  .max(MAP.languages.length - 1)
  .meta({ id: 'Language', description: 'A language by its index in the map data (M2).' });

export const SocialState = z
  .int()
  .min(LEAST_SS)
  .max(MOST_SS)
  .meta({
    id: 'SocialState',
    description: `A social state (SS), ${LEAST_SS} to +${MOST_SS}; each area has its maximum.`,
  });

export const Fort = z
  .int()
  .min(0)
  .max(MOST_FORT)
  .meta({ id: 'Fort', description: 'A fortification level, 0 to 3 (M14).' });

export const ExtraGold = z
  .int()
  .min(0)
  .max(MOST_EXTRA_GOLD)
  .meta({ id: 'ExtraGold', description: 'Gold added, 0 to 20, within what the payer holds.' });

export const Gold = z.int().min(0).meta({ id: 'Gold', description: 'Gold in a treasury, never below 0.' });

export const ER = z
  .int()
  .min(ER_TRACK.min)
  .max(ER_TRACK.max)
  .meta({ id: 'ER', description: 'An Effectiveness Rating on the track, −10 to +19 (M9.3).' });

export const Band = z.enum(['A', 'B', 'C', 'D', 'E']).meta({
  id: 'Band',
  description: 'The band of an ER (M8.1): A ≤ −4, B −3..0, C +1..+4, D +5..+7, E ≥ +8.',
});

export const Die = z.int().min(1).max(6).meta({ id: 'Die', description: 'A six-sided die as rolled, 1 to 6.' });

export const Vote = z
  .int()
  .min(-1)
  .max(1)
  .meta({ id: 'Vote', description: 'A ballot (S003 18.2): 1 Yes, -1 No, 0 abstain.' });

export const EndeavourKind = z
  .enum(['conquest', 'pillage', 'diplomacy', 'fortification', 'ruling', 'conversion'])
  .meta({
    id: 'EndeavourKind',
    description:
      'An endeavour (M9.1): conquest and pillage (foreign, attacks), diplomacy (from the court), fortification, ruling and conversion (domestic).',
  });

export const EmpireFlag = z.enum(['noParley', 'claimsOnlyViaUnclaimedAndDynastic']).meta({
  id: 'EmpireFlag',
  description:
    'S003 18.3(2) scenario flags (M19.9): noParley neither calls nor votes in parleys; claimsOnlyViaUnclaimedAndDynastic gains claims only by 18.0(2) and (4).',
});

export const LeaderSchema = z
  .strictObject({
    name: z.string().min(1).describe('The leader’s name.'),
    c: z.int().min(STATURE.min).max(STATURE.max).describe('Combat stature, 1 to 9.'),
    a: z.int().min(STATURE.min).max(STATURE.max).describe('Administrative stature, 1 to 9.'),
    d: z.int().min(STATURE.min).max(STATURE.max).describe('Diplomatic stature, 1 to 9.'),
  })
  .meta({ id: 'Leader', description: 'An empire’s leader and statures (M7.1).' });

/** Cards the rules keep apart: each card once, though any number may be hidden (as `hidden`). */
export const cardList = (item: z.ZodNumber, hidden: number, max: number, description: string) =>
  z
    .array(item)
    .max(max)
    .refine((list) => allDistinct(list.filter((card) => card !== hidden)), 'no card may appear twice')
    .describe(description);

/** A list with one entry per empire of the scenario, in scenario order. */
export const perEmpire = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).length(EMPIRES).describe(`${description}, by empire.`);

/** A list with one entry per seat. */
export const perSeat = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).max(SEAT_LIMITS.max).describe(`${description}, by seat.`);
