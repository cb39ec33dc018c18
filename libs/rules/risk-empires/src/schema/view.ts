import { distinctList } from '@empires/rules-kernel';
import { z } from 'zod';
import { riskRulingsSchema } from './rulings';
import { EMPIRE_CODES } from '../data/empire';
import { TERRITORIES } from '../data/geo';
import { GOODS_CARDS, GOODS_PILES, GOODS_VALUE } from '../data/goods';
import { TERRITORY_CARDS } from '../data/territory-cards';
import { MAX_CITIES } from '../rules/cities';
import { MAX_DISASTERS } from '../rules/disasters';
import {
  armies,
  CardNumber,
  cardList,
  Direction,
  MOST_EMPIRE_VALUE,
  MOST_POINTS,
  OfferId,
  RANKS,
  Seat,
  SEAT_LIMITS,
  SeenGoodsCard,
  SeenTerritoryCard,
  Territory,
  TerritoryCard,
} from './fields';
import { MAX_ARMY_STOCK, MAX_TRADE_OFFER_CAP, riskOptionsSchema } from './options';
import { EndReasonSchema, PhaseSchema } from './steps';

/**
 * What `view(state, viewer)` answers, declared once: `RiskView` (the whole state, which the
 * rules hold in this same shape) and `docs/schemas/risk-empires/view.schema.json`. Arrays are
 * flat, indexed by territory (0 to 41) or by seat; a card the viewer may not see is -1.
 */

const DISASTERS = GOODS_VALUE.filter((v) => v === 0).length;
const byTerritory = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).length(TERRITORIES).describe(`${description}, by territory index.`);
const perSeat = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe(`${description}, by seat.`);
const count = (most: number, description: string) => z.int().min(0).max(most).describe(description);

export const BattleSchema = z
  .strictObject({
    from: z
      .int()
      .min(-1)
      .max(TERRITORIES - 1)
      .describe('The attacking territory, or -1 for Air Drop armies.'),
    to: Territory.describe('The territory attacked.'),
    dice: count(3, 'Dice declared for the roll waiting on the defender’s city choice; 0 when none waits.'),
    hadCity: z.boolean().describe('A city stood there when the engagement began: its goods card is at stake.'),
    asking: z.boolean().describe('The defender is choosing whether to convert its city (ConvertCity or KeepCity).'),
    drop: count(3, 'Air Drop armies still fighting; 0 for an ordinary attack.'),
  })
  .meta({ id: 'Battle', description: "An engagement: the attacker's rolls against one territory (S002 4)." });

export const OccupationSchema = z
  .strictObject({
    from: Territory.describe('The attacking territory the armies come from.'),
    to: Territory.describe('The territory taken.'),
    min: z.int().min(1).max(3).describe('Armies that must move in at least: the dice of the last roll.'),
  })
  .meta({ id: 'Occupation', description: 'A conquest waiting for the attacker to move in (Occupy).' });

export const AttackTurnSchema = z
  .strictObject({
    conquered: z.boolean().describe('A territory was taken this turn: ending it earns a territory card.'),
    movesLeft: count(2, 'Free moves left: 1, or 2 with the 6 of diamonds (Bonus Move).'),
    moved: z.boolean().describe('A free move was made: attacks are over (S002 4).'),
    airDropUsed: z.boolean().describe('The Air Drop (9 of clubs) was used this turn.'),
    nukeUsed: z.boolean().describe('The Nuke (Queen of clubs) was used this turn.'),
    battle: BattleSchema.nullable().describe('The engagement under way, or null.'),
    occupy: OccupationSchema.nullable().describe('A conquest waiting for armies to move in, or null.'),
    mustTrade: z.boolean().describe('Territory cards captured took the hand to 6 or more: trade down to 4 first.'),
  })
  .meta({ id: 'AttackTurn', description: "The acting seat's Move and Attack step." });

export const OfferSchema = z
  .strictObject({
    id: OfferId.describe('The id of the offer in this Trade step.'),
    from: Seat.describe('The seat offering.'),
    to: Seat.describe('The seat offered the cards.'),
    cards: cardList(SeenGoodsCard, GOODS_CARDS).min(3).describe('The cards offered; -1 for all but the seat offering.'),
    count: z.int().min(3).max(GOODS_CARDS).describe('How many cards are offered.'),
    points: z.int().min(0).max(MOST_POINTS).nullable().describe('Their stated total points, or null.'),
    numbers: z.array(CardNumber).min(1).max(GOODS_CARDS).nullable().describe('Stated card numbers, or null.'),
    ask: z.int().min(3).max(GOODS_CARDS).describe('Cards wanted in return (3 or more).'),
  })
  .meta({ id: 'Offer', description: 'An open trade offer (S002 6).' });

export const TradeStepSchema = z
  .strictObject({
    traders: perSeat(z.boolean(), 'Whether the seat trades: it held 3 or more goods cards when the step began'),
    finished: perSeat(z.boolean(), 'Whether the seat has finished trading (seats not trading count as finished)'),
    offersMade: perSeat(count(MAX_TRADE_OFFER_CAP, 'Offers made.'), 'Offers made in this step'),
    offers: z.array(OfferSchema).max(SEAT_LIMITS.max).describe('Open offers, one per seat at most.'),
    nextOffer: count(SEAT_LIMITS.max * MAX_TRADE_OFFER_CAP, 'The id the next offer gets.'),
  })
  .meta({ id: 'TradeStep', description: 'The Trade Goods Cards step (S002 6), played by all traders at once.' });

export const NukeSchema = z
  .strictObject({
    territory: Territory.describe('The territory nuked.'),
    seat: Seat.describe('The seat that nuked it.'),
  })
  .meta({
    id: 'Nuke',
    description:
      "A Nuke's protection (Table 4, Queen of clubs): nobody attacks or places there until the nuking seat's next Move and Attack step.",
  });

const EndedSchema = z
  .strictObject({
    reason: EndReasonSchema.describe('Why the game ended.'),
    ranks: perSeat(z.int().min(1).max(SEAT_LIMITS.max), 'Rank, 1 first; tied seats share a rank'),
    scores: perSeat(z.int().min(0).max(MOST_EMPIRE_VALUE), 'Empire card value held'),
  })
  .meta({ id: 'Ended', description: 'How the game ended.' });

export const riskViewSchema = z
  .strictObject({
    seats: z.int().min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe('How many players, 2 to 6.'),
    options: riskOptionsSchema.describe('The options of the game, every default filled in.'),
    rulings: riskRulingsSchema.describe('The rulings of the version that set the game up.'),
    neutral: z.boolean().describe('A neutral third army takes part (2 seats).'),
    phase: PhaseSchema.describe('Where the game stands.'),
    round: z.int().min(0).describe('The round under way, from 1; 0 in set-up.'),
    order: distinctList(Seat, 0, SEAT_LIMITS.max, 'Round order (S002 1): the seats still playing, first to act first.'),
    seat: z
      .int()
      .min(-1)
      .max(SEAT_LIMITS.max - 1)
      .describe('The seat acting in a one-at-a-time step, or -1.'),
    first: Seat.describe('The starting player of set-up.'),
    dir: Direction.describe('Set-up direction of the by-choice snake: 1 clockwise, -1 back.'),
    owner: byTerritory(
      z
        .int()
        .min(-2)
        .max(SEAT_LIMITS.max - 1),
      'Who holds each territory: a seat, -1 the neutral, -2 nobody yet',
    ),
    armies: byTerritory(armies('Armies there.'), 'Armies on each territory'),
    city: byTerritory(count(1, '1 where a city stands.'), 'Cities'),
    status: perSeat(count(2, '0 playing, 1 eliminated, 2 resigned.'), 'Whether each seat still plays'),
    territoryCount: perSeat(count(TERRITORIES, 'Territories held.'), 'Territories held'),
    cityCount: perSeat(count(MAX_CITIES, 'Cities held.'), 'Cities on the board'),
    onBoard: perSeat(
      count(MAX_ARMY_STOCK, 'Armies on the board.'),
      'Armies on the board (the stock is armyStock less these)',
    ),
    toPlace: perSeat(armies('Armies to place.'), 'Armies still to place (set-up, new armies, card sets)'),
    eliminations: perSeat(
      count(SEAT_LIMITS.max - 1, 'Order of elimination, 1 first; 0 if not eliminated.'),
      'When each seat was eliminated',
    ),
    cards: perSeat(
      cardList(SeenTerritoryCard, TERRITORY_CARDS).describe('One hand; -1 for cards the viewer may not see.'),
      'Territory cards in hand',
    ),
    goods: perSeat(
      cardList(SeenGoodsCard, GOODS_CARDS).describe('One hand; -1 for cards the viewer may not see.'),
      'Goods cards in hand',
    ),
    aside: perSeat(
      cardList(SeenGoodsCard, DISASTERS).describe('Disasters set aside, in the order received; -1 if hidden.'),
      'Disasters received in trades, face down until the Disasters step (S002 6)',
    ),
    empire: perSeat(
      z
        .array(z.int().min(-1).max(3).describe('The suit held (0 clubs, 1 hearts, 2 spades, 3 diamonds), or -1.'))
        .length(RANKS)
        .describe('By face value, Ace (index 0) to King (index 12).'),
      'Empire cards held, open to inspection (S002 8)',
    ),
    piles: z
      .array(cardList(SeenGoodsCard, GOODS_CARDS).describe('One pile, top first; every card -1.'))
      .length(GOODS_PILES)
      .describe('The five goods piles: their sizes are seen, their cards by nobody.'),
    deck: cardList(SeenTerritoryCard, TERRITORY_CARDS).describe('The territory deck: its size is seen, its cards -1.'),
    discard: distinctList(TerritoryCard, 0, TERRITORY_CARDS, 'Territory card sets turned in, face up.'),
    supply: z.array(count(2, 'Copies left.')).length(EMPIRE_CODES).describe('Empire cards left to buy, by code.'),
    attack: AttackTurnSchema.nullable().describe('The Move and Attack step under way, or null.'),
    nukes: z.array(NukeSchema).max(SEAT_LIMITS.max).describe('Territories under a Nuke’s protection.'),
    trade: TradeStepSchema.nullable().describe('The Trade step under way, or null.'),
    struck: count(MAX_DISASTERS, 'Disasters resolved this turn by the acting seat (S002 7: at most 2).'),
    struckKinds: count(15, 'The kinds resolved this turn, a bit per kind (1 << kind).'),
    bought: count(2 ** (RANKS + 1) - 2, 'Ranks of Empire cards bought this Purchase step, a bit per rank (1 << rank).'),
    ended: EndedSchema.nullable().describe('How the game ended, or null while it goes on.'),
  })
  .meta({
    title: 'risk-empires view',
    description:
      "What a seat or a spectator sees of a risk-empires game: the whole state, every card it may not see written as -1 (other seats' goods, Disasters set aside and territory cards; the piles and the deck; other seats' offers).",
  });
