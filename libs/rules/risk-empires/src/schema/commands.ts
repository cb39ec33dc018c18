import { distinctList, legalActionSchema, noField, variant as command } from '@empires/rules-kernel';
import { z } from 'zod';
import { GOODS_CARDS } from '../data/goods';
import { MAX_CITIES } from '../rules/cities';
import { MIN_TRADE } from '../rules/trade';
import {
  CardNumber,
  EmpireCard,
  GoodsCard,
  MOST_ARMIES_MOVED,
  MOST_POINTS,
  OfferId,
  RANKS,
  Seat,
  Territory,
  TerritoryCard,
} from './fields';
import { MAX_ARMY_STOCK } from './options';

/**
 * Every command a seat may send, declared once: `RiskCommand`, the check the engine and the gateway
 * run before the rules, and `docs/schemas/risk-empires/commands.schema.json`. Shapes are strict and
 * ranges are the game's own; whether the move is allowed now is the rules' answer.
 */

const goodsList = (min: number, description: string) => distinctList(GoodsCard, min, GOODS_CARDS, description);

const setup = [
  command('ClaimTerritory', 'Set-up, claiming in turn: put one army on a territory nobody holds yet.', {
    territory: Territory.describe('The unclaimed territory.'),
  }),
  command('PlaceSetupArmy', 'Set-up, once every territory is held: place one starting army on a territory of yours.', {
    territory: Territory.describe('Your territory that gets the army.'),
  }),
] as const;

const place = [
  command(
    'TradeTerritoryCards',
    'Place step (S002 3), or at once when an elimination took your hand to 6 or more: turn in a set of three territory cards (one design thrice, one of each, or two and a wild) for 3 armies, 4 with the 3 of clubs (Bonus Army I).',
    {
      cards: distinctList(TerritoryCard, 3, 3, 'The three territory cards of the set, from your hand.'),
    },
  ),
  command(
    'PlaceArmies',
    'Place step (S002 3): put armies you still have to place on a territory of yours; not on a nuked territory, and no more than your stock holds.',
    {
      territory: Territory.describe('Your territory that gets the armies.'),
      count: z.int().min(1).max(MAX_ARMY_STOCK).describe('How many armies to put there.'),
    },
  ),
  noField('EndPlacement', 'Place step: stop placing. Armies not placed are lost (S002 3: none are kept for later).'),
] as const;

const attack = [
  command(
    'Attack',
    'Move and Attack step (S002 4): one roll against an adjacent territory of another player or the neutral. The first roll against a target starts an engagement; if a city stands there, its owner first chooses whether to convert it.',
    {
      from: Territory.describe('Your attacking territory; it must keep more armies than the dice rolled.'),
      to: Territory.describe('The adjacent territory attacked.'),
      dice: z.int().min(1).max(3).describe('Attacking dice, 1 to 3, fewer than the armies in `from`.'),
    },
  ),
  noField(
    'ConvertCity',
    'Asked, as the defender, when an attack on your city is declared (S002 4): turn the city into 3 armies (what your stock allows) before the dice are rolled.',
  ),
  noField(
    'KeepCity',
    'Asked, as the defender, when an attack on your city is declared (S002 4): keep the city, which adds 1 to your highest die.',
  ),
  command('Occupy', 'After a conquest: move armies into the territory taken.', {
    armies: z
      .int()
      .min(1)
      .max(MOST_ARMIES_MOVED)
      .describe('Armies moved in: at least the dice of the last roll, leaving at least one behind.'),
  }),
  command(
    'AirDrop',
    'Table 4, 9 of clubs (Air Drop), once a turn before the free move: 3 armies from a territory of yours onto any territory of another player or the neutral; the rules roll for them until they fall or take it.',
    {
      from: Territory.describe('Your territory the 3 armies leave; it must keep at least one.'),
      to: Territory.describe('Any territory of another player or the neutral, adjacent or not; not a nuked one.'),
    },
  ),
  command(
    'Nuke',
    "Table 4, Queen of clubs (Nuke), once a turn before the free move: all but one army die in another player's or the neutral's territory (a city counts 3 and falls); nobody may attack it or place armies there until your next Move and Attack step.",
    { territory: Territory.describe('The territory struck; it must hold more than one army.') },
  ),
  command(
    'Move',
    'The free move that ends attacking (S002 4), and a second one with the 6 of diamonds (Bonus Move): armies between two adjacent territories of yours.',
    {
      from: Territory.describe('Your territory the armies leave; it keeps at least one.'),
      to: Territory.describe('Your adjacent territory they join; not a nuked one.'),
      armies: z.int().min(1).max(MOST_ARMIES_MOVED).describe('How many armies move.'),
    },
  ),
  noField('EndTurn', 'End your Move and Attack step; a turn that conquered a territory earns one territory card.'),
] as const;

const build = [
  command(
    'BuildCity',
    'Build step (S002 5a): turn 3 armies of a territory of yours (2 with the Queen of hearts, Urban Sprawl) into a city; one city a territory, at most 5 in all.',
    { territory: Territory.describe('Your territory without a city, holding at least the armies the city costs.') },
  ),
  noField(
    'EndBuilding',
    'Build step: stop building; you then draw a goods card from each of the first piles, one pile per city you hold (S002 5b).',
  ),
] as const;

const trade = [
  command(
    'ProposeTrade',
    'Trade step (S002 6): offer 3 or more of your goods cards to another seat still trading, stating truly how many and either their total points or some of their numbers. The rules referee the statement; a false one is refused. One open offer at a time, at most `tradeOfferCap` offers in a step.',
    {
      to: Seat.describe('The seat offered the cards: another seat still trading.'),
      cards: goodsList(MIN_TRADE, 'The goods cards offered, from your hand and in no other open offer.'),
      count: z
        .int()
        .min(MIN_TRADE)
        .max(GOODS_CARDS)
        .describe('How many cards are offered: the statement every offer makes, so the length of `cards`.'),
      points: z
        .int()
        .min(0)
        .max(MOST_POINTS)
        .nullable()
        .optional()
        .describe('The total points of the cards offered (S002 Table 1), if stated; null or left out: not stated.'),
      numbers: z
        .array(CardNumber)
        .min(1)
        .max(GOODS_CARDS)
        .nullable()
        .optional()
        .describe(
          'Numbers printed on cards offered, each on a different card (a number may repeat), if stated; null or left out: not stated. State points, numbers or both.',
        ),
      ask: z.int().min(MIN_TRADE).max(GOODS_CARDS).describe('How many cards you want in return, 3 or more.'),
    },
  ),
  command('AcceptTrade', 'Trade step: take an offer made to you, giving exactly the number of cards it asks for.', {
    offer: OfferId.describe('The id of the offer, as its TradeProposed event gave it.'),
    cards: goodsList(MIN_TRADE, 'The goods cards you give: from your hand and in no open offer of yours.'),
  }),
  command('DeclineTrade', 'Trade step: refuse an offer made to you.', {
    offer: OfferId.describe('The id of the offer made to you.'),
  }),
  command('WithdrawTrade', 'Trade step: take back your open offer.', {
    offer: OfferId.describe('The id of your open offer.'),
  }),
  noField(
    'FinishTrading',
    'Trade step: stop trading for this round; your open offer is withdrawn and offers to you lapse.',
  ),
] as const;

const disastersAndPurchase = [
  command(
    'OrderRiots',
    'Disasters step (S002 7), struck by Riots with 2 or more cities: the order your cities are checked in; the k-th city checked (from 0) riots on a die of at most the number of cities less k.',
    {
      cities: distinctList(
        Territory,
        2,
        MAX_CITIES,
        'Each territory of yours with a city, once, in the order checked.',
      ),
    },
  ),
  command(
    'BuyEmpireCards',
    'Purchase step (S002 8): buy Empire cards, one of each face value at most, paying with goods cards worth at least their price (10 × face value, less the credit of cards of the suit you hold). No change is given; Disasters are worth nothing.',
    {
      cards: distinctList(EmpireCard, 1, RANKS, 'The Empire cards bought, each of a face value you do not hold yet.'),
      goods: goodsList(0, 'The goods cards paid, from your hand; none when the credits cover the price.'),
    },
  ),
  command(
    'FinishPurchasing',
    'Purchase step: stop buying, discarding goods cards so that at most 5 are kept (S002 8).',
    { discard: goodsList(0, 'The goods cards discarded back to the bottom of their piles; may be empty.') },
  ),
  noField(
    'Resign',
    'Leave the game, at any time: your territories become neutral with their armies (a city as 3 armies), your goods go back to the piles.',
  ),
] as const;

export const riskCommandSchema = z
  .discriminatedUnion('type', [...setup, ...place, ...attack, ...build, ...trade, ...disastersAndPurchase])
  .meta({
    title: 'risk-empires commands',
    description:
      'A command a seat sends, told apart by `type`. The shape and ranges are checked first (MALFORMED_COMMAND); whether it may be played now is for the rules (their violation codes).',
  });

/** What `legalActions` lists: the commands above, whole-number fields as one value or a `{min, max}` range. */
export const riskLegalActionSchema = legalActionSchema(riskCommandSchema);
