import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { GENERALS_PER_SEAT } from '../state';
import {
  General,
  MOST_REGIMENTS,
  MOST_SCORE,
  Piece,
  PIECES,
  perSeat,
  Regiments,
  Seat,
  SEAT_LIMITS,
  Space,
} from './fields';
import { EndReasonSchema } from './steps';

/** The events of a turn's raising and movement, the chief of staff, reveals and the end of the game. */

export const DisbandedSchema = z
  .array(
    z
      .strictObject({
        piece: Piece.describe('The general.'),
        count: z
          .int()
          .min(1)
          .max(MOST_REGIMENTS - 1)
          .describe('Regiments gone: those above his new limit.'),
      })
      .describe('Regiments one general loses.'),
  )
  .max(PIECES)
  .meta({
    id: 'Disbanded',
    description:
      'Regiments that vanish at once because the event put a general over his limit (a con now in force: Leonidas revealed, or left by the chief of staff); usually empty.',
  });

export const turnEvents = [
  event('TurnBegan', "A seat's turn begins at step 1, raising regiments.", {
    seat: Seat.describe('The seat whose turn it is.'),
    round: z.int().min(1).describe('The round, from 1: a round is a turn of every seat still playing.'),
  }),
  event('RegimentsRaised', 'Step 1: regiments raised in a town or capital go along supply lines to a general.', {
    seat: Seat.describe('The seat raising.'),
    from: Space.describe('The town or capital.'),
    piece: Piece.describe('The general who gets them.'),
    count: z.int().min(1).max(2).describe('Regiments raised.'),
  }),
  event('RegimentsDismissed', 'Step 1: a general gives up regiments.', {
    seat: Seat.describe('The seat.'),
    piece: Piece.describe('The general.'),
    count: z
      .int()
      .min(1)
      .max(MOST_REGIMENTS - 1)
      .describe('Regiments dismissed.'),
  }),
  event('RaisingEnded', 'Step 1 is over: movement begins, every speed fixed by the regiments now.', {
    seat: Seat.describe('The seat whose turn it is.'),
    startRegiments: z
      .array(Regiments)
      .min(SEAT_LIMITS.min * GENERALS_PER_SEAT)
      .max(PIECES)
      .describe('Regiments of every piece now, by piece id: they set the speeds of this movement step.'),
  }),
  event('GeneralMoved', 'A general moves one space.', {
    piece: Piece.describe('The general.'),
    from: Space.describe('The space he leaves.'),
    to: Space.describe('The space he enters.'),
  }),
  event('SupplyLineLaid', 'A moving general lays a supply line on the space he entered, paying with regiments.', {
    seat: Seat.describe('The seat.'),
    piece: Piece.describe('The general.'),
    space: Space.describe('The space.'),
    cost: z.int().min(0).max(2).describe('Regiments it cost him: 1, or 0 to 2 as his traits say.'),
  }),
  event('SupplyLineDestroyed', 'An enemy supply line is destroyed: a general entered it, or won the battle on it.', {
    seat: Seat.describe('The seat destroying it.'),
    owner: Seat.describe('The seat whose line it was.'),
    space: Space.describe('The space.'),
  }),
  event('GeneralHalted', "A general's movement is over for this turn.", { piece: Piece.describe('The general.') }),
  event(
    'TownEntered',
    'A general entered an unoccupied town or capital, or won one: he must occupy it or not, and step out (LeaveTown).',
    {
      seat: Seat.describe('His seat.'),
      piece: Piece.describe('The general.'),
      space: Space.describe('The town or capital.'),
    },
  ),
  event('TownOccupied', 'One regiment of the general stays in the town or capital: his seat occupies it.', {
    seat: Seat.describe('The seat occupying it.'),
    piece: Piece.describe('The general who left the regiment.'),
    space: Space.describe('The town or capital.'),
  }),
  event('GeneralLeftTown', 'The general steps out of the town to a neighbouring space.', {
    piece: Piece.describe('The general.'),
    to: Space.describe('The space he steps to.'),
  }),
  event(
    'AttackDeclared',
    'A general attacks a neighbouring enemy general, town or capital: he leaves his space for the battlefield; the battle is fought in step 3.',
    {
      piece: Piece.describe('The attacker.'),
      target: Space.describe('The battlefield.'),
      from: Space.describe('The space he attacked from (where he goes back to after the battle).'),
      main: z.boolean().describe('He is the main attacker; false: he assists.'),
    },
  ),
  event(
    'AbandonedGeneralSlaughtered',
    'A general of a surrendered empire is attacked: he is slaughtered without a fight (S004 Surrender).',
    {
      piece: Piece.describe('The general slaughtered.'),
      by: Piece.describe('The general who attacked him (he takes the space).'),
    },
  ),
  event('MovementEnded', 'Step 2 is over: the declared battles are fought.', {
    seat: Seat.describe('The seat whose turn it is.'),
  }),
  event(
    'GeneralRevealed',
    'A general is turned face up, by his owner or before a battle: his pro and con act at once.',
    {
      piece: Piece.describe('The general.'),
      general: General.describe('His card.'),
      disbanded: DisbandedSchema.describe('Regiments over a limit his traits now set.'),
    },
  ),
  event('ChiefOfStaffMoved', 'Step 4: the chief of staff moves; the turn ends.', {
    seat: Seat.describe('The seat.'),
    to: z
      .int()
      .min(-1)
      .max(PIECES - 1)
      .describe('The general he rides with now, by piece id, or -1: the capital.'),
    disbanded: DisbandedSchema.describe('Regiments over a limit a general he left is held to again.'),
  }),
  event('TurnEnded', "A seat's turn is over.", { seat: Seat.describe('The seat.') }),
] as const;

const ranks = (description: string) => perSeat(z.int().min(1).max(SEAT_LIMITS.max), description);

export const endEvents = [
  event(
    'EndProposed',
    'The seat whose turn it is proposes ending the game on these ranks (S004 Introduction, the endings).',
    {
      seat: Seat.describe('The seat proposing.'),
      ranks: ranks('A rank for every seat, 1 first.'),
    },
  ),
  event('EndAccepted', 'A seat accepts the proposed end.', { seat: Seat.describe('The seat.') }),
  event('EndRejected', 'A seat refuses the proposed end: the proposal is gone.', { seat: Seat.describe('The seat.') }),
  event('GameEnded', 'The game is over (S004 Introduction, the endings), with every seat’s rank and score.', {
    reason: EndReasonSchema.describe('Why it ended.'),
    ranks: ranks(
      'Rank by seat, 1 first; tied seats share a rank. Winners first, then seats still playing by score, then fallen seats, the later fallen the better.',
    ),
    scores: perSeat(
      z.int().min(0).max(MOST_SCORE),
      'Score by seat: 10 per capital and 3 per town it occupies, plus every regiment (under its generals and in its towns); 0 for a fallen seat.',
    ),
  }),
] as const;
