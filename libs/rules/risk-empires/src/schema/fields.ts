import { allDistinct, seatNumber, seatOrNone } from '@empires/rules-kernel';
import { z } from 'zod';
import { EMPIRE_CODES } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { DISASTER_NAMES, GOODS_CARDS, GOODS_VALUE } from '../data/goods';
import { TERRITORY_CARDS } from '../data/territory-cards';
import { points } from '../rules/points';
import { MAX_ARMY_STOCK, MAX_TRADE_OFFER_CAP } from './options';

/**
 * The numbers commands, events and views are made of, each named once (its `$defs` entry in the
 * JSON Schemas) with the range the game fixes. Fields reuse them with their own description.
 */

export const SEAT_LIMITS = { min: 2, max: 6 } as const;
/** Empire cards have one face value each from Ace (1) to King (13); a seat holds one of each at most (S002 8). */
export const RANKS = 13;
/** The most an Empire hand is worth: one card of each face value, Ace 1 to King 13. */
export const MOST_EMPIRE_VALUE = (RANKS * (RANKS + 1)) / 2;
/** Stated points are true or refused, so no statement exceeds the worth of every goods card together. */
export const MOST_POINTS = points(Array.from({ length: GOODS_CARDS }, (_, id) => id));
/** The most armies a seat's territory can hold (its whole stock but one may move or attack at once). */
export const MOST_ARMIES_MOVED = MAX_ARMY_STOCK - 1;

export const Territory = z
  .int()
  .min(0)
  .max(TERRITORIES - 1)
  .meta({
    id: 'Territory',
    description: `A territory by its index on the map, 0 to ${TERRITORIES - 1}: the \`index\` of the areas in the descriptor.`,
  });

export const Seat = seatNumber(SEAT_LIMITS);

export const SeatOrNeutral = seatOrNone(
  SEAT_LIMITS,
  'SeatOrNeutral',
  'A seat, or -1 for the neutral army (the third army of a two-player game, and the land of seats that resigned).',
);

/** "Ones 0-7, Twos 8-14, ...": read off the card data, so the text cannot drift from the ids. */
function goodsIds(): string {
  const names = ['', 'Ones', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines'];
  const parts = names.slice(1).map((name, i) => {
    const ids = GOODS_VALUE.flatMap((v, id) => (v === i + 1 ? [id] : []));
    return `${name} ${ids[0]}-${ids[ids.length - 1]}`;
  });
  const disasters = GOODS_VALUE.flatMap((v, id) => (v === 0 ? [id] : []));
  return `${parts.join(', ')}; the eight Disasters (${DISASTER_NAMES.join(', ')}, a Queen and a King each) ${disasters[0]}-${disasters[disasters.length - 1]}`;
}

export const GoodsCard = z
  .int()
  .min(0)
  .max(GOODS_CARDS - 1)
  .meta({ id: 'GoodsCard', description: `A goods card by id: ${goodsIds()}.` });

export const SeenGoodsCard = z
  .int()
  .min(-1)
  .max(GOODS_CARDS - 1)
  .meta({
    id: 'SeenGoodsCard',
    description: 'A goods card id, or -1 for a card this viewer may not see (the count stays visible).',
  });

export const TerritoryCard = z
  .int()
  .min(0)
  .max(TERRITORY_CARDS - 1)
  .meta({
    id: 'TerritoryCard',
    description: `A territory card: 0 to ${TERRITORIES - 1} show the territory of that index (designs infantry, cavalry, artillery in turn by index), ${TERRITORIES} and ${TERRITORIES + 1} are wild.`,
  });

export const SeenTerritoryCard = z
  .int()
  .min(-1)
  .max(TERRITORY_CARDS - 1)
  .meta({
    id: 'SeenTerritoryCard',
    description: 'A territory card id, or -1 for a card this viewer may not see (the count stays visible).',
  });

export const EmpireCard = z
  .int()
  .min(0)
  .max(EMPIRE_CODES - 1)
  .meta({
    id: 'EmpireCard',
    description:
      'An Empire card by code: suit × 13 + rank − 1, suits 0 clubs, 1 hearts, 2 spades, 3 diamonds, ranks 1 Ace to 13 King.',
  });

export const OfferId = z
  .int()
  .min(0)
  .max(SEAT_LIMITS.max * MAX_TRADE_OFFER_CAP - 1)
  .meta({
    id: 'OfferId',
    description:
      'A trade offer by its id, numbered from 0 in each Trade step (at most every seat making every offer it may).',
  });

/** Set-up's direction round the table; the by-choice snake turns back at either end (S002 Alternate Set Up). */
export const Direction = z
  .int()
  .min(-1)
  .max(1)
  .refine((d) => d !== 0, 'the direction is 1 or -1')
  .meta({
    id: 'Direction',
    not: { const: 0 },
    description: 'A direction round the table in set-up: 1 clockwise, -1 back (the by-choice snake).',
  });

export const Die = z.int().min(1).max(6).meta({ id: 'Die', description: 'A six-sided die as rolled, 1 to 6.' });

export const DisasterKind = z
  .int()
  .min(0)
  .max(DISASTER_NAMES.length - 1)
  .meta({
    id: 'DisasterKind',
    description: `A kind of Disaster (S002 Table 2): ${DISASTER_NAMES.map((name, i) => `${i} ${name}`).join(', ')}.`,
  });

export const CardNumber = z
  .int()
  .min(1)
  .max(9)
  .meta({ id: 'CardNumber', description: 'The number printed on a goods card (S002 Table 1), 1 to 9.' });

/** Armies: none or more, with no bound the game fixes (a neutral territory may gather many). */
export const armies = (description: string) => z.int().min(0).describe(description);

/** Cards the rules keep apart: each card once, though any number may be hidden as -1. */
export const cardList = (item: z.ZodNumber, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => allDistinct(list.filter((card) => card >= 0)), 'no card may appear twice');
