import { distinctList } from '@empires/rules-kernel';
import { z } from 'zod';
import { CHIEF_IN_CAPITAL, CHIEF_LOST, GENERALS_PER_SEAT, LINES_PER_EMPIRE, TOWNS_PER_EMPIRE } from '../state';
import {
  General,
  OuterEmpire,
  PIECES,
  Regiments,
  Seat,
  SEAT_LIMITS,
  SeatOrNone,
  SpaceOrNone,
  SPACES,
  TOWNS,
  TurnPlace,
} from './fields';
import { warlordsOptionsSchema } from './options';
import { warlordsRulingsSchema } from './rulings';
import { PhaseSchema, PieceStatusSchema, SeatStatusSchema } from './steps';
import { DraftSchema, PendingSchema, ProposalSchema, ResultSchema, TownSchema, TurnSchema } from './view-parts';

/**
 * What `view(state, viewer)` answers, declared once: `WarlordsView` and
 * `docs/schemas/warlords/view.schema.json`. It is the whole state, but for the cards: a general is
 * named only to a viewer who may know him, and a hand of cards only to its seat (all hands while a
 * draft is held in the open). The state's own types (`state.ts`) are these, with the cards as the
 * rules hold them.
 */

export const PieceViewSchema = z
  .strictObject({
    owner: SeatOrNone.describe('The seat commanding him; -1 once abandoned by a surrender.'),
    dealtTo: Seat.describe('The seat he was dealt to: his card sits in its numbered box.'),
    formerOwner: SeatOrNone.describe('The seat that abandoned him by surrendering, or -1.'),
    number: z.int().min(1).max(GENERALS_PER_SEAT).describe('The number across the piece and its box, 1 to 5.'),
    revealed: z.boolean().describe('His card is face up: his pro and con act.'),
    regiments: Regiments.describe('Regiments under him, himself included; 0 once gone, or before his box is filled.'),
    space: SpaceOrNone.describe(
      'His space; -1 off the board. While he attacks: the space he entered the battlefield from (he is not on it).',
    ),
    status: PieceStatusSchema.describe('Where he stands in the game.'),
    attacking: SpaceOrNone.describe('The battlefield he attacks, or -1.'),
    general: General.nullable().describe(
      'His card, if revealed or this viewer may know it (its own seat, or one that recruited him); else null.',
    ),
  })
  .meta({ id: 'PieceView', description: 'A general piece, its id its index in `pieces` (seat × 5 + number − 1).' });

export const SeatViewSchema = z
  .strictObject({
    empire: OuterEmpire.or(z.literal(-1)).describe('Its empire, or -1 before it has chosen.'),
    place: TurnPlace.or(z.literal(-1)).describe(
      'The turn place it took, or -1 (from 1.1.0 only the first turn is taken).',
    ),
    hand: distinctList(General, 0, GENERALS_PER_SEAT, 'The cards.')
      .nullable()
      .describe(
        'Cards dealt or drafted and not yet in the boxes: shown to its own seat, and to everyone in a draft; null when hidden.',
      ),
    handSize: z.int().min(0).max(GENERALS_PER_SEAT).describe('How many cards are in its hand, seen by all.'),
    assigned: z.boolean().describe('Its generals are in their boxes.'),
    towns: z.int().min(0).max(TOWNS_PER_EMPIRE).describe('Towns placed in the set-up.'),
    lines: z.int().min(0).max(LINES_PER_EMPIRE).describe('Supply lines placed in the set-up.'),
    status: SeatStatusSchema.describe('Whether it still plays.'),
    fellAs: z.int().min(0).max(SEAT_LIMITS.max).describe('0 while it plays; else which seat to fall it was, 1 first.'),
    chief: z
      .int()
      .min(CHIEF_LOST)
      .max(PIECES - 1)
      .describe(
        `Its chief of staff: the general he rides with (piece id), ${CHIEF_IN_CAPITAL} in the capital, ${CHIEF_LOST} dead.`,
      ),
  })
  .meta({ id: 'SeatView', description: 'A seat: its empire, its set-up and how it stands.' });

export const warlordsViewSchema = z
  .strictObject({
    viewer: z.union([Seat, z.literal('spectator')]).describe('Whom this view is for: a seat, or spectator.'),
    phase: PhaseSchema.describe('Where the game stands.'),
    options: warlordsOptionsSchema.describe('The options of the game, every default filled in.'),
    rulings: warlordsRulingsSchema.describe('The rulings of the version that set the game up.'),
    seats: z.array(SeatViewSchema).min(SEAT_LIMITS.min).max(SEAT_LIMITS.max).describe('Every seat, by seat.'),
    pickOrder: distinctList(Seat, 0, SEAT_LIMITS.max, 'Seats in d20 order: who picks sides first.'),
    order: distinctList(Seat, 0, SEAT_LIMITS.max, 'Seats in turn order; empty until sides are decided.'),
    pieces: z
      .array(PieceViewSchema)
      .min(SEAT_LIMITS.min * GENERALS_PER_SEAT)
      .max(PIECES)
      .describe('Every general piece, by piece id.'),
    towns: z.array(TownSchema).max(TOWNS).describe('Every town and capital, in the order placed.'),
    townAt: z
      .array(
        z
          .int()
          .min(-1)
          .max(TOWNS - 1),
      )
      .max(SPACES)
      .describe('By space: the index in `towns` of the town there, or -1.'),
    lines: z.array(SeatOrNone).max(SPACES).describe('By space: the seat whose supply line lies there, or -1.'),
    draft: DraftSchema.nullable().describe('The draft, once begun (generals: draft); else null.'),
    turn: TurnSchema.nullable().describe('The turn under way, or null.'),
    pending: PendingSchema.nullable().describe('A decision awaited inside the turn, or null.'),
    proposal: ProposalSchema.nullable().describe('An end proposed and awaiting answers, or null.'),
    made: z
      .int()
      .min(0)
      .describe('Regiments brought into play so far (the conservation check: made − lost are on the board).'),
    lost: z.int().min(0).describe('Regiments taken out of play so far.'),
    fallen: z.int().min(0).max(SEAT_LIMITS.max).describe('Seats fallen so far.'),
    result: ResultSchema.nullable().describe('How the game ended, or null while it goes on.'),
  })
  .meta({
    title: 'warlords view',
    description:
      "What a seat or a spectator sees of a warlords game: the whole state, but a general's card is null unless revealed or known to the viewer, and another seat's hand is null unless drafted in the open.",
  });
