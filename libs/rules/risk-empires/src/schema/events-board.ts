import { distinctList, variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { riskRulingsSchema } from './rulings';
import { TERRITORIES } from '../data/geo';
import { TERRITORY_CARDS } from '../data/territory-cards';
import { STARTING_ARMIES } from '../options';
import { AIR_DROP_ARMIES } from '../rules/air';
import {
  armies,
  cardList,
  Die,
  Direction,
  MOST_ARMIES_MOVED,
  Seat,
  SEAT_LIMITS,
  SeatOrNeutral,
  SeenGoodsCard,
  SeenTerritoryCard,
  Territory,
  TerritoryCard,
} from './fields';
import { MAX_ARMY_STOCK } from './options';
import { riskOptionsSchema } from './options';
import { TurnStepSchema } from './steps';

/** The events of set-up, the round's order and armies, placement and combat: the board's story. */

const perSeat = <T extends z.ZodType>(item: T, description: string) =>
  z.array(item).min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe(description);
const startingArmies = STARTING_ARMIES.slice(SEAT_LIMITS.min);
const nextInSetup = z
  .int()
  .min(-1)
  .max(SEAT_LIMITS.max - 1);
/** The neutral's 40 armies go round its third of the territories one at a time. */
const MOST_DEALT = Math.ceil(STARTING_ARMIES[SEAT_LIMITS.min] / (TERRITORIES / 3));
/** A territory, or -1 where the Air Drop armies (in no territory) attack or move in. */
const fromOrAirDrop = z
  .int()
  .min(-1)
  .max(TERRITORIES - 1);

export const setupEvents = [
  event('GameSetUp', 'The game begins: seats, options and the starting player (a die).', {
    seats: z.int().min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe('How many players, 2 to 6.'),
    options: riskOptionsSchema.describe('The options the game is played with, every default filled in.'),
    neutral: z.boolean().describe('A neutral third army takes part: always with 2 seats (classic RISK).'),
    armies: z
      .int()
      .min(Math.min(...startingArmies))
      .max(Math.max(...startingArmies))
      .describe('Starting armies of each seat (classic RISK: 40 with 2 or 3 seats down to 20 with 6).'),
    first: Seat.describe('The starting player, by a die.'),
    rulings: riskRulingsSchema.optional().describe("Those of the version that set the game up; absent: 1.0.0's."),
  }),
  event('GoodsPilesShuffled', 'The five goods piles are laid out (S002 Set Up). Nobody sees their order.', {
    piles: z
      .array(cardList(SeenGoodsCard, 58).describe('One pile, its top card first; -1 for every hidden card.'))
      .length(5)
      .describe(
        'The five piles: Ones and Twos, Threes and Fours, Fives and Sixes, Sevens and Eights, Nines, each with Disasters among them.',
      ),
  }),
  event('TerritoryDeckShuffled', 'The territory cards are shuffled. Nobody sees their order.', {
    deck: cardList(SeenTerritoryCard, TERRITORY_CARDS)
      .length(TERRITORY_CARDS)
      .describe('The deck, its top card first; -1 for every hidden card.'),
  }),
  event(
    'TerritoriesDealt',
    'Territories are dealt one army each (option setup dealt, and always with 2 seats, where the neutral gets a third of them and its other armies).',
    {
      owners: z.array(SeatOrNeutral).length(TERRITORIES).describe('Who gets each territory, by territory index.'),
      armies: z
        .array(z.int().min(1).max(MOST_DEALT))
        .length(TERRITORIES)
        .describe("Armies on each territory, by territory index: 1, and up to 3 on the neutral's."),
    },
  ),
  event('TerritoryClaimed', 'Set-up: a seat claims an empty territory with one army.', {
    seat: Seat.describe('The seat claiming.'),
    territory: Territory.describe('The territory claimed.'),
    next: nextInSetup.describe('The seat in turn next; -1 when every starting army is placed.'),
    dir: Direction.describe('The direction of the snake order after this: 1 clockwise, -1 back.'),
  }),
  event('SetupArmyPlaced', 'Set-up: a seat places one starting army on a territory of its own.', {
    seat: Seat.describe('The seat placing.'),
    territory: Territory.describe('Its territory that gets the army.'),
    next: nextInSetup.describe('The seat in turn next; -1 when every starting army is placed.'),
    dir: Direction.describe('The direction of the snake order after this: 1 clockwise, -1 back.'),
  }),
] as const;

export const roundEvents = [
  event(
    'RoundOrdered',
    'A round begins in a new order (S002 1): fewest cities first, then fewest territories, then a die, lowest first, ties rolling again.',
    {
      round: z.int().min(1).describe('The round beginning, from 1.'),
      order: distinctList(Seat, 1, SEAT_LIMITS.max, 'The seats still playing, in the order they act this round.'),
      rolls: perSeat(
        z.array(Die).describe('The dice one seat rolled, first roll first; empty when no tie was broken for it.'),
        'Every tie-break die, by seat.',
      ),
    },
  ),
  event(
    'ArmiesGranted',
    'New armies for every seat at once (S002 2): territories / 3 (at least 3), continent bonuses, one per city, the 6 of clubs bonus.',
    { armies: perSeat(armies('Armies the seat has to place; 0 for a seat out of the game.'), 'New armies, by seat.') },
  ),
  event('StepBegan', "A seat's part of a step begins: it is that seat's turn to act.", {
    step: TurnStepSchema.describe('The step.'),
    seat: Seat.describe('The seat to act.'),
  }),
  event('TerritoryCardsTraded', 'A seat turns in a set of three territory cards for armies to place.', {
    seat: Seat.describe('The seat trading.'),
    cards: distinctList(TerritoryCard, 3, 3, 'The three cards of the set; they go to the discard pile.'),
    armies: z.int().min(3).max(4).describe('Armies the set gives: 3, or 4 with the 3 of clubs (Bonus Army I).'),
  }),
  event('ArmiesPlaced', 'A seat places armies on a territory of its own.', {
    seat: Seat.describe('The seat placing.'),
    territory: Territory.describe('Its territory.'),
    count: z.int().min(1).max(MAX_ARMY_STOCK).describe('Armies placed.'),
  }),
  event('ArmiesForfeited', 'Armies not placed are lost: at the end of placing, or when the stock is empty.', {
    seat: Seat.describe('The seat losing them.'),
    count: z.int().min(1).describe('Armies lost.'),
  }),
] as const;

export const combatEvents = [
  event(
    'AttackDeclared',
    "A new engagement against a territory with a city (S002 4): the city's goods card is at stake, and its owner may be asked to convert it first. Engagements elsewhere begin with their first BattleRolled.",
    {
      seat: Seat.describe('The attacker.'),
      from: Territory.describe('The attacking territory.'),
      to: Territory.describe('The territory attacked.'),
      dice: z.int().min(1).max(3).describe('Attacking dice of the first roll.'),
      city: z.literal(true).describe('A city stands in the territory attacked.'),
      asking: z.boolean().describe('Its owner now chooses: ConvertCity or KeepCity.'),
    },
  ),
  event(
    'AirDropped',
    'Table 4, 9 of clubs (Air Drop): 3 armies leave a territory of the attacker to attack any other; the rules roll for them.',
    {
      seat: Seat.describe('The attacker.'),
      from: Territory.describe('The territory the armies leave.'),
      to: Territory.describe('The territory attacked.'),
      armies: z.literal(AIR_DROP_ARMIES).describe('Armies dropped: always 3.'),
      city: z.boolean().describe('A city stands in the territory attacked.'),
      asking: z.boolean().describe('Its owner now chooses: ConvertCity or KeepCity.'),
    },
  ),
  event('CityConverted', 'A city becomes armies (S002 4): chosen by its defender, or left with no army to defend it.', {
    seat: Seat.describe('The owner of the city.'),
    territory: Territory.describe('Where the city stood.'),
    armies: z.int().min(0).max(3).describe('Armies it became: 3, or what the stock held.'),
    chosen: z
      .boolean()
      .describe('The defender chose it; false when the rules converted it, no army being left to defend it.'),
  }),
  event('CityKept', 'The defender keeps its city: it adds 1 to the highest defending die.', {
    seat: Seat.describe('The owner of the city.'),
    territory: Territory.describe('Where the city stands.'),
  }),
  event('BattleRolled', 'One roll of an engagement: the raw dice and the armies each side lost, bonuses applied.', {
    from: fromOrAirDrop.describe('The attacking territory; -1 for Air Drop armies.'),
    to: Territory.describe('The territory attacked.'),
    attack: z.array(Die).min(1).max(3).describe('Attacking dice, highest first.'),
    defend: z.array(Die).min(1).max(2).describe('Defending dice, highest first.'),
    attackerLost: z.int().min(0).max(2).describe('Armies the attacker lost.'),
    defenderLost: z.int().min(0).max(2).describe('Armies the defender lost.'),
  }),
  event('TerritoryConquered', 'The defenders are gone: the attacker takes the territory.', {
    seat: Seat.describe('The attacker.'),
    territory: Territory.describe('The territory taken.'),
    from: fromOrAirDrop.describe('The attacking territory; -1 for Air Drop armies.'),
    loser: SeatOrNeutral.describe('Who held it.'),
    min: z
      .int()
      .min(0)
      .max(3)
      .describe('Armies that must move in: the dice of the last roll (no more than can leave); 0 after an Air Drop.'),
  }),
  event('TerritoryOccupied', 'Armies move into a territory just taken.', {
    seat: Seat.describe('The attacker.'),
    from: fromOrAirDrop.describe('The territory they leave; -1 for Air Drop armies.'),
    to: Territory.describe('The territory taken.'),
    armies: z.int().min(1).max(MOST_ARMIES_MOVED).describe('Armies moved in.'),
  }),
  event('GoodsCardTaken', 'A city fell (S002 4): the attacker takes one goods card at random from its owner.', {
    from: Seat.describe('The loser of the city.'),
    to: Seat.describe('The attacker.'),
    card: SeenGoodsCard.describe('The card; -1 for everyone but the two seats.'),
  }),
  event('SeatEliminated', 'A seat lost its last territory; its goods cards go back to the piles.', {
    seat: Seat.describe('The seat out of the game.'),
    by: Seat.describe('The seat that took its last territory.'),
  }),
  event('TerritoryCardsCaptured', 'The eliminating seat takes the territory cards of the seat it eliminated.', {
    from: Seat.describe('The seat eliminated.'),
    to: Seat.describe('The seat taking them.'),
    cards: cardList(SeenTerritoryCard, TERRITORY_CARDS)
      .min(1)
      .describe('The cards; -1 for everyone but the two seats.'),
  }),
  event('Nuked', 'Table 4, Queen of clubs (Nuke): a territory is struck; ArmiesLost follows.', {
    seat: Seat.describe('The seat nuking.'),
    territory: Territory.describe('The territory struck; protected until the nuking seat attacks again.'),
  }),
  event('ArmiesLost', 'What a Disaster or a Nuke leaves in a territory (a city counts 3 armies).', {
    territory: Territory.describe('The territory.'),
    armies: armies('Armies left there.'),
    city: z.int().min(0).max(1).describe('1 if its city still stands.'),
  }),
  event('ArmiesMoved', 'A free move (S002 4) between two adjacent territories of a seat.', {
    seat: Seat.describe('The seat moving.'),
    from: Territory.describe('The territory left.'),
    to: Territory.describe('The territory joined.'),
    armies: z.int().min(1).max(MOST_ARMIES_MOVED).describe('Armies moved.'),
  }),
  event(
    'TerritoryDeckReshuffled',
    'The deck ran out: the sets turned in are shuffled into a new one. Nobody sees the order.',
    {
      deck: cardList(SeenTerritoryCard, TERRITORY_CARDS)
        .min(1)
        .describe('The new deck, its top card first; -1 for every hidden card.'),
    },
  ),
  event('TerritoryCardEarned', 'A turn with a conquest earns its seat the top territory card.', {
    seat: Seat.describe('The seat earning it.'),
    card: SeenTerritoryCard.describe('The card; -1 for everyone but the seat.'),
  }),
] as const;
