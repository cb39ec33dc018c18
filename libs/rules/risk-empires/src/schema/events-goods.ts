import { distinctList, variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { GOODS_CARDS, GOODS_PILES } from '../data/goods';
import { MAX_CITIES } from '../rules/cities';
import { MIN_TRADE } from '../rules/trade';
import {
  armies,
  CardNumber,
  cardList,
  Die,
  DisasterKind,
  EmpireCard,
  MOST_EMPIRE_VALUE,
  MOST_POINTS,
  OfferId,
  RANKS,
  Seat,
  SEAT_LIMITS,
  SeenGoodsCard,
  Territory,
} from './fields';
import { EndReasonSchema } from './steps';

/** The events of cities, goods, trade, Disasters, Empire cards and the end: the economy's story. */

const seenGoods = (min: number, description: string) =>
  cardList(SeenGoodsCard, GOODS_CARDS).min(min).describe(description);
const perSeat = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe(description);

export const cityEvents = [
  event('CityBuilt', 'Build step (S002 5a): armies of a territory become a city.', {
    seat: Seat.describe('The seat building.'),
    territory: Territory.describe('Where the city stands.'),
    armies: z.int().min(2).max(3).describe('Armies it cost: 3, or 2 with the Queen of hearts (Urban Sprawl).'),
  }),
  event('GoodsDrawn', 'S002 5b: a seat draws the top card of each of its first piles, one pile per city.', {
    seat: Seat.describe('The seat drawing.'),
    piles: distinctList(
      z
        .int()
        .min(0)
        .max(GOODS_PILES - 1),
      1,
      MAX_CITIES,
      'The piles drawn from, 0 to 4 (an empty pile gives nothing).',
    ),
    cards: seenGoods(1, 'The cards drawn, one per pile in the same order; -1 for everyone but the seat.').max(
      MAX_CITIES,
    ),
  }),
] as const;

export const tradeEvents = [
  event('TradingOpened', 'S002 6 begins: every seat holding 3 or more goods cards trades, all at once.', {
    traders: distinctList(Seat, 2, SEAT_LIMITS.max, 'The seats that trade.'),
  }),
  event(
    'TradeProposed',
    'An offer of goods cards to another trader, with its statement (refereed true by the rules). Its maker sees the cards; everyone sees the statement.',
    {
      offer: OfferId.describe('The id of the offer in this Trade step, from 0.'),
      from: Seat.describe('The seat offering.'),
      to: Seat.describe('The seat offered the cards.'),
      cards: seenGoods(MIN_TRADE, 'The cards offered; -1 for everyone but the seat offering.'),
      count: z.int().min(MIN_TRADE).max(GOODS_CARDS).describe('How many cards are offered.'),
      points: z
        .int()
        .min(0)
        .max(MOST_POINTS)
        .nullable()
        .describe('Their total points (S002 Table 1), or null when not stated.'),
      numbers: z
        .array(CardNumber)
        .min(1)
        .max(GOODS_CARDS)
        .nullable()
        .describe('Numbers on different cards offered, or null when not stated.'),
      ask: z.int().min(MIN_TRADE).max(GOODS_CARDS).describe('How many cards are wanted in return.'),
    },
  ),
  event(
    'TradeCompleted',
    'An offer was accepted: the cards change hands. Disasters received are set aside face down (S002 6).',
    {
      offer: OfferId.describe('The offer accepted.'),
      from: Seat.describe('The seat that offered.'),
      to: Seat.describe('The seat that accepted.'),
      given: seenGoods(MIN_TRADE, 'The cards offered, now the receiver’s; -1 for everyone but the two seats.'),
      received: seenGoods(MIN_TRADE, 'The cards given in return; -1 for everyone but the two seats.'),
    },
  ),
  event('TradeDeclined', 'The receiver refused an offer.', { offer: OfferId.describe('The offer refused.') }),
  event('TradeWithdrawn', 'Its maker took an offer back.', { offer: OfferId.describe('The offer taken back.') }),
  event('TradingFinished', 'A seat stopped trading; its open offer and offers to it are gone.', {
    seat: Seat.describe('The seat.'),
  }),
  event('TradingClosed', 'S002 6 ends: every trader has finished.', {}),
] as const;

export const disasterEvents = [
  event('DisasterStruck', 'S002 7: the next Disaster a seat was traded is turned over and resolved.', {
    seat: Seat.describe('The seat struck.'),
    kind: DisasterKind.describe('The Disaster.'),
    king: z.boolean().describe('It is the King: one more army lost to each roll.'),
  }),
  event(
    'DisasterSkipped',
    'S002 7: a Disaster over the limits (at most 2 a turn, one of each kind) returns to its pile unresolved.',
    {
      seat: Seat.describe('The seat that held it.'),
      kind: DisasterKind.describe('The Disaster.'),
      king: z.boolean().describe('It is the King.'),
    },
  ),
  event('DisasterRolled', "A Disaster's dice for one territory (Plague: red and white; the others: one).", {
    seat: Seat.describe('The seat struck.'),
    territory: Territory.describe('The territory the dice are for.'),
    dice: z.array(Die).min(1).max(2).describe('The dice.'),
    hit: z.boolean().describe('Armies or a city were lost there (ArmiesLost or CityRioted follows).'),
  }),
  event('CityRioted', 'Riots: a city is replaced by one army (from the stock, if it has one).', {
    seat: Seat.describe('The seat struck.'),
    territory: Territory.describe('Where the city stood.'),
    armies: armies('Armies there now.'),
    city: z.literal(0).describe('The city is gone: always 0.'),
  }),
  event('GoodsLost', 'Riots: a seat loses its least valuable goods card to the bottom of its pile.', {
    seat: Seat.describe('The seat.'),
    cards: seenGoods(1, 'The card lost; -1 for everyone but the seat.').max(1),
  }),
  event('EmpireCardsBought', 'S002 8: Empire cards bought (open to inspection) and the goods cards paid.', {
    seat: Seat.describe('The seat buying.'),
    cards: distinctList(EmpireCard, 1, RANKS, 'The Empire cards bought.'),
    goods: seenGoods(0, 'The goods cards paid; -1 for everyone but the seat.'),
  }),
  event('GoodsDiscarded', 'S002 8: goods cards discarded down to the hand limit of 5.', {
    seat: Seat.describe('The seat.'),
    cards: seenGoods(1, 'The cards discarded; -1 for everyone but the seat.'),
  }),
  event('SeatResigned', 'A seat left the game: its land turns neutral, its goods go back to the piles.', {
    seat: Seat.describe('The seat.'),
  }),
  event('GameEnded', 'The game is over (S002 Game End), with every seat’s rank and Empire card value.', {
    reason: EndReasonSchema.describe('Why it ended.'),
    ranks: perSeat(z.int().min(1).max(SEAT_LIMITS.max), 'Rank by seat, 1 first; tied seats share a rank.'),
    scores: perSeat(z.int().min(0).max(MOST_EMPIRE_VALUE), 'The value of the Empire cards each seat holds.'),
  }),
] as const;
