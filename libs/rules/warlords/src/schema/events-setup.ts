import { distinctList, variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { GENERALS } from '../generals/generals';
import { GENERALS_PER_SEAT } from '../state';
import {
  D20,
  DRAFT_STEPS,
  Empire,
  General,
  OuterEmpire,
  Piece,
  perSeat,
  Seat,
  SEAT_LIMITS,
  SeatOrNone,
  Space,
  TurnPlace,
} from './fields';
import { warlordsOptionsSchema } from './options';
import { warlordsRulingsSchema } from './rulings';

/** The events of the set-up: initiative, sides, the deal or the draft, the boxes and the placement. */

const draftStep = z
  .int()
  .min(0)
  .max(DRAFT_STEPS - 1)
  .describe('The turn of the draft taken, counted from 0 through its bans, force turns and picks.');
const order = (description: string) => distinctList(Seat, SEAT_LIMITS.min, SEAT_LIMITS.max, description);

/** Five cards to their seat; an empty list, as `redact` leaves it, to everyone else. */
const hiddenHand = (description: string) =>
  z
    .union([
      distinctList(General, GENERALS_PER_SEAT, GENERALS_PER_SEAT, description),
      z.array(General).length(0).describe('Empty: the cards are hidden from this viewer.'),
    ])
    .describe(`${description} Empty for everyone but the seat.`);

export const setupEvents = [
  event('GameSetUp', 'The game begins: how many seats, with which options and rulings.', {
    seats: z.int().min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe('How many players, 2 to 6.'),
    options: warlordsOptionsSchema.describe('The options the game is played with, every default filled in.'),
    rulings: warlordsRulingsSchema.optional().describe("Those of the version that set the game up; absent: 1.0.0's."),
  }),
  event(
    'InitiativeRolled',
    'Every player rolls a d20 (S004 Start 1), seats that tie rolling again among themselves: the highest picks sides first.',
    {
      rolls: perSeat(
        z.array(D20).min(1).describe('The d20s one seat rolled, first roll first (more than one after a tie).'),
        'The rolls, by seat.',
      ),
      pickOrder: order('The seats from the highest roll to the lowest: the order of picking sides.'),
    },
  ),
  event('GeneralsDealt', 'Five general cards dealt face down to a seat (S004 Start 2, unless they are drafted).', {
    seat: Seat.describe('The seat dealt them.'),
    cards: hiddenHand('The five cards.'),
  }),
  event('EmpireChosen', 'A seat takes an empire, by its pick or by the dice (option sides: auto, or a forced pick).', {
    seat: Seat.describe('The seat.'),
    empire: OuterEmpire.describe('The empire taken.'),
  }),
  event('TurnPlaceChosen', 'A seat takes a turn place: from 1.1.0 always 1, the first turn.', {
    seat: Seat.describe('The seat.'),
    place: TurnPlace.describe('The place taken.'),
  }),
  event('SidesDecided', 'Every seat has its empire and the first turn is taken: the order of turns is fixed.', {
    order: order(
      'The seats in turn order: from 1.1.0 clockwise around the board from the first turn; in 1.0.0 games by turn place.',
    ),
  }),
  event('DraftBegan', 'The draft opens (option generals: draft): every general lies face up in the pool.', {
    pool: distinctList(General, GENERALS.length, GENERALS.length, 'The whole deck.'),
  }),
  event(
    'GeneralBanned',
    'A ban turn of the draft: no other seat may draft this general (the ban lapses for a seat left nothing else).',
    {
      seat: Seat.describe('The seat banning.'),
      general: General.describe('The general banned.'),
      step: draftStep,
    },
  ),
  event(
    'GeneralDrafted',
    'A general leaves the pool for a hand, on a pick turn or a force turn. The draft is public.',
    {
      seat: Seat.describe('The seat that takes him.'),
      by: Seat.describe('The seat that chose him: the same seat on a pick turn, another on a force turn.'),
      general: General.describe('The general drafted.'),
      step: draftStep,
    },
  ),
  event('DraftEnded', 'Every seat holds five generals: the draft is over.', {}),
  event(
    'GeneralsAssigned',
    "A seat's five cards go face down in its numbered boxes (S004 Start 2): by its choice, or shuffled by the dice (option placement: auto).",
    {
      seat: Seat.describe('The seat.'),
      cards: hiddenHand('The cards by box: cards[i] in box i+1, the general of piece seat × 5 + i.'),
    },
  ),
  event('PlacementBegan', 'Every seat has assigned its generals: the placement of the set-up begins.', {}),
  event('CapitalPlaced', 'A capital is placed on the centre of its empire, occupied by one regiment of its seat.', {
    seat: SeatOrNone.describe('The seat whose capital it is; -1 for Carrion’s, unoccupied.'),
    empire: Empire.describe('The empire.'),
    space: Space.describe('The capital’s space.'),
  }),
  event('TownPlaced', 'A town is placed, occupied by one regiment of its seat (S004 Start 3).', {
    seat: SeatOrNone.describe('The seat placing it; -1 for a town of Carrion, placed by the dice and unoccupied.'),
    empire: Empire.describe('The empire it stands in.'),
    space: Space.describe('Its space.'),
  }),
  event('SupplyLinePlaced', 'A seat places a supply line in its empire.', {
    seat: Seat.describe('The seat.'),
    space: Space.describe('Its space.'),
  }),
  event('GeneralPlaced', 'A seat places a general in its empire, with the one regiment he starts with.', {
    seat: Seat.describe('The seat.'),
    piece: Piece.describe('The general.'),
    space: Space.describe('His space.'),
  }),
  event('CampaignBegan', 'Every seat has placed everything: the war begins.', {
    order: order('The seats in turn order.'),
  }),
] as const;
