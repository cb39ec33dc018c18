import { distinctList } from '@empires/rules-kernel';
import { z } from 'zod';
import { GENERALS } from '../generals/generals';
import { movementSpeed } from '../generals/tables';
import { MOST_KILLS } from './events-battle';
import {
  DRAFT_STEPS,
  Empire,
  MOST_SCORE,
  mostTrait,
  Piece,
  PieceOrNone,
  PIECES,
  perSeat,
  Regiments,
  Seat,
  SEAT_LIMITS,
  SeatOrNone,
  Space,
  TOWNS,
} from './fields';
import { EndReasonSchema, StepSchema } from './steps';

/** The parts of the state a view shows as the rules hold them: towns, the draft, the turn, decisions, the end. */

const pieces = (min: number, max: number, description: string) => distinctList(Piece, min, max, description);
/** The most spaces a general moves in a turn: the table's 5 for a small army, and the fastest trait. */
const MOST_SPEED = movementSpeed(1, false) + mostTrait(['speed']);

export const TownSchema = z
  .strictObject({
    space: Space.describe('Its space.'),
    kind: z.enum(['town', 'capital']).describe('A town, or an empire’s capital.'),
    empire: Empire.describe('The empire it was built in.'),
    occupant: SeatOrNone.describe('The seat whose regiment holds it, or -1: unoccupied.'),
  })
  .meta({
    id: 'Town',
    description: 'A town or capital (S004 Start 3 and Turn step 1): an occupied one raises regiments.',
  });

const GeneralIndex = z
  .int()
  .min(0)
  .max(GENERALS.length - 1)
  .meta({
    id: 'GeneralIndex',
    description: `A general's card by its place in the deck, 0 to ${GENERALS.length - 1}: the \`ids\` of the descriptor's deck.`,
  });

export const DraftSchema = z
  .strictObject({
    pool: distinctList(GeneralIndex, 0, GENERALS.length, 'The generals not yet drafted.'),
    bannedBy: z
      .array(SeatOrNone.describe('The seat that banned him, or -1.'))
      .length(GENERALS.length)
      .describe('By place in the deck: who banned each general for everyone else.'),
    step: z
      .int()
      .min(0)
      .max(DRAFT_STEPS)
      .describe('Turns of the draft taken or passed, through its bans, force turns and picks.'),
  })
  .meta({ id: 'Draft', description: 'The optional draft (generals: draft), all in the open.' });

export const BattleSchema = z
  .strictObject({
    target: Space.describe('The battlefield.'),
    attackers: pieces(1, PIECES, 'The attackers: the main attacker first, then those assisting, in order.'),
    fought: z.boolean().describe('It has been fought (or voided).'),
  })
  .meta({ id: 'Battle', description: 'A battle declared in step 2, fought in step 3.' });

export const FightSchema = z
  .strictObject({
    target: Space.describe('The battlefield.'),
    defender: Seat.describe('The seat defending.'),
    attackers: pieces(1, PIECES, 'The attackers, main first.'),
    stage: z
      .enum(['defenders', 'casualties', 'aftermath'])
      .describe(
        'defenders: the defender commits its generals; casualties: the winner allocates kills; aftermath: retreats and returns.',
      ),
    committed: z.boolean().describe('The defenders are committed.'),
    mainDefender: PieceOrNone.describe('The main defender named for a town or capital, or -1.'),
    defenders: pieces(0, 6, 'The assisting defenders.'),
    attackerWon: z.boolean().describe('The attackers won (once fought).'),
    killsLeft: z.int().min(0).max(MOST_KILLS).describe('Kills the winner has still to allocate.'),
    garrisonKilled: z.boolean().describe("The town's or capital's own regiment was killed."),
  })
  .meta({ id: 'Fight', description: 'The battle being fought (S004 Turn step 3).' });

export const TurnSchema = z
  .strictObject({
    seat: Seat.describe('The seat whose turn it is.'),
    round: z.int().min(1).describe('The round, from 1.'),
    step: StepSchema.describe('The step.'),
    produced: z
      .array(z.int().min(0).max(2).describe('Regiments raised there.'))
      .max(TOWNS)
      .describe('Regiments raised this turn, by index in `towns`.'),
    startRegiments: z
      .array(Regiments)
      .max(PIECES)
      .describe('Regiments of each piece when movement began, by piece id (they set the speeds); empty in step 1.'),
    mover: PieceOrNone.describe('The general moving now, or -1.'),
    spent: z.int().min(0).max(MOST_SPEED).describe('Spaces the moving general has moved.'),
    mode: z
      .literal([0, 1, 2])
      .describe('What the moving general did to supply lines: 0 nothing yet, 1 laid one, 2 destroyed one (not both).'),
    moved: pieces(0, PIECES, 'Generals whose movement is over this turn.'),
    battles: z.array(BattleSchema).max(PIECES).describe('The battles declared this turn.'),
    fight: FightSchema.nullable().describe('The battle being fought, or null.'),
    assisted: pieces(
      0,
      PIECES,
      'Defending generals that have fought a battle this player turn, assisting or attacked, and may not assist again.',
    ),
    proposed: z.boolean().describe('An end was proposed this turn (once a turn).'),
  })
  .meta({ id: 'Turn', description: 'The turn under way (S004 Turn).' });

export const PendingSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z.literal('leaveTown').describe('A general in a town must occupy it or not, and step out (LeaveTown).'),
        seat: Seat.describe('His seat.'),
        piece: Piece.describe('The general.'),
        space: Space.describe('The town or capital.'),
      })
      .describe('A general waiting in a town.'),
    z
      .strictObject({
        kind: z.literal('retreat').describe('A losing general retreats (Retreat).'),
        seat: Seat.describe('The defending seat.'),
        piece: Piece.describe('The general.'),
        options: distinctList(Space, 2, 3, 'The spaces offered.'),
      })
      .describe('A retreat to choose.'),
    z
      .strictObject({
        kind: z.literal('recruit').describe('A general of a fallen empire may be recruited (Recruit, DeclineRecruit).'),
        seat: Seat.describe('The seat recruiting.'),
        candidates: pieces(1, PIECES, 'The generals it may recruit.'),
      })
      .describe('A recruit to choose.'),
  ])
  .meta({ id: 'Pending', description: 'A decision asked of a seat inside a turn, told apart by `kind`.' });

const ranks = (description: string) => perSeat(z.int().min(1).max(SEAT_LIMITS.max), description);

export const ProposalSchema = z
  .strictObject({
    seat: Seat.describe('The seat proposing.'),
    ranks: ranks('The ranks proposed, by seat.'),
    accepted: distinctList(Seat, 1, SEAT_LIMITS.max, 'The seats that accepted, the proposer first.'),
  })
  .meta({
    id: 'Proposal',
    description: 'An end proposed by agreement (S004 Introduction, the endings), awaiting answers.',
  });

export const ResultSchema = z
  .strictObject({
    reason: EndReasonSchema.describe('Why it ended.'),
    ranks: ranks('Rank by seat, 1 first; tied seats share a rank.'),
    scores: perSeat(z.int().min(0).max(MOST_SCORE), 'Score by seat; 0 for a fallen seat.'),
  })
  .meta({ id: 'Result', description: 'How the game ended.' });
