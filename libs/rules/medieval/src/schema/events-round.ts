import { distinctList, variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import {
  AREAS,
  AreaOrNone,
  cardList,
  Die,
  Empire,
  EmpireOrNone,
  EMPIRES,
  HAND,
  perEmpire,
  perSeat,
  Seat,
  SEAT_LIMITS,
  SeatOrNone,
  YEAR_CARDS,
  YearCard,
} from './fields';
import { medievalOptionsSchema } from './options';
import { medievalRulingsSchema } from './rulings';

/** The events of set-up, the round (M4), initiative (M5), the empire turn (M6), dice and the end. */

/** A round number: from 1, with no bound the game fixes (option `rounds`). */
const round = (description: string) => z.int().min(1).describe(description);
/** Initiative ties are broken by a roll of 1 to 1000 per tied empire (`flow/round.ts`). */
const INITIATIVE_DIE = 1000;
/** The most dice one rule rolls at once: a 3-3-3 stature check with an heir, 2 + 3 × 3 (M7.2, M7.3). */
const MOST_DICE = 11;

export const roundEvents = [
  event('GameSetUp', 'The game begins (M3): the scenario is placed with the options resolved.', {
    options: medievalOptionsSchema.describe(
      'The options of the game, resolved: every default filled in, the seats’ empires listed and the handicap table written out.',
    ),
    seats: z
      .int()
      .min(SEAT_LIMITS.min)
      .max(SEAT_LIMITS.max)
      .describe('How many seats, 0 to 6; empires no seat plays are Independent.'),
    inPlay: distinctList(
      Empire,
      1,
      EMPIRES,
      'The empires on the map; a dropped empire (S001 33.11) or one outside the quick start is not.',
    ),
    lastRound: z.int().min(0).describe('The round after which the game is scored.'),
    rulings: medievalRulingsSchema.optional().describe("Those of the version that set the game up; absent: 1.0.0's."),
  }),
  z
    .strictObject({
      type: z.literal('TieBrokenByDie').describe('Names it.'),
      among: distinctList(
        z
          .int()
          .min(0)
          .max(AREAS - 1),
        2,
        AREAS,
        'The tied candidates by id: areas, empires or seats, as the rule compares them.',
      ),
      roll: z.int().min(1).max(AREAS).describe('The die, 1 to the number of candidates: it picked `among[roll - 1]`.'),
    })
    .refine((e) => e.roll <= e.among.length, 'the roll is at most the number of candidates')
    .meta({ id: 'TieBrokenByDie', description: 'From 1.1.0: a die among tied candidates (M0) picked one.' }),
  event('DiceRolled', 'From 1.1.0: dice no other event carries, with the rule that rolled them and what for.', {
    rule: z
      .enum(['M20.2 Famine', 'S001 33.45', 'M18.4.4', 'S001 33.64', 'M24.1'])
      .describe(
        'Famine (a d6 per area), 33.45 (2d6 per seat), a Magnate after a rebellion (a d6), the statures of a reborn empire (33.64) or of a new Magnate (M24.1: mortality, then C, A and D, flattened).',
      ),
    area: AreaOrNone.describe('The area rolled for, or -1.'),
    seat: SeatOrNone.describe('The seat rolled for, or -1.'),
    empire: EmpireOrNone.describe('The empire rolled for, or -1.'),
    dice: z.array(Die).min(1).max(MOST_DICE).describe('The dice, in the order rolled.'),
  }),
  event('RoundBegan', 'A round begins (M4).', { round: round('The round, from 1.') }),
  event('ScheduledEventHappened', 'A scheduled event of Millennium happened at the start of its round (M27.6).', {
    id: z
      .enum(['baptism-of-rus', 'crown-of-saint-stephen'])
      .describe(
        'The Baptism of Rus (pagan East Slavonic areas and Kiev’s leader turn Orthodox) or the Crown of Saint Stephen (pagan Hungary turns Catholic).',
      ),
    round: round('The round.'),
  }),
  event(
    'YearCardsDealt',
    'Five Year Cards are dealt to every empire in play (M4 step 1). Nobody sees them until they are turned up (M28.3).',
    {
      hands: perEmpire(
        cardList(
          z.int().min(0).max(YEAR_CARDS),
          0,
          HAND,
          'One hand in deal order, five cards or none (a removed empire); 0 for every card, as every viewer receives it.',
        ),
        'The hands',
      ),
    },
  ),
  event(
    'InitiativeRanked',
    'Initiative (M5.1): the empires ranked by the sum of statures, then areas owned, then gold, then a die.',
    {
      ranking: distinctList(Empire, 0, EMPIRES, 'The empires in play, first to choose first.'),
      tieDice: z
        .array(z.int().min(1).max(INITIATIVE_DIE))
        .max(EMPIRES)
        .describe('The dice (1 to 1000) of the empires that were tied, in ranking order.'),
    },
  ),
  event('InitiativeSlotAwaited', 'Initiative (M5.2): a seat chooses the slot of its empire (ChooseInitiativeSlot).', {
    empire: Empire.describe('The empire placed next.'),
    seat: Seat.describe('The seat choosing.'),
  }),
  event('InitiativeSlotTaken', 'Initiative (M5.2): an empire took a slot; an Independent takes the lowest free one.', {
    empire: Empire.describe('The empire.'),
    slot: z
      .int()
      .min(0)
      .max(EMPIRES - 1)
      .describe('The slot, 0 first.'),
  }),
  event('InitiativeDetermined', 'Initiative (M5): the turn order of the round.', {
    order: distinctList(Empire, 0, EMPIRES, 'The empires in turn order.'),
  }),
  event('TurnBegan', 'An empire’s turn begins (M6): its line of communication is checked and it draws an event card.', {
    empire: Empire.describe('The empire.'),
  }),
  event('TurnEnded', 'An empire’s turn ended.', { empire: Empire.describe('The empire.') }),
  event(
    'RoundEnding',
    'The end of the round (M4 step 6): unused Year Cards are turned up; alliance rolls they queue run before it ends.',
    {
      round: round('The round.'),
    },
  ),
  event(
    'UnusedCardsTurnedUp',
    'End of round: an empire’s unused Year Cards are turned up; a marked one checks its leader’s statures (M7.4).',
    {
      empire: Empire.describe('The empire.'),
      cards: distinctList(YearCard, 1, HAND, 'The cards, in deal order.'),
    },
  ),
  event('RoundEnded', 'The round is over; unowned areas recover (M4 step 6(c)).', { round: round('The round.') }),
  event(
    'SeatResigned',
    'A seat left the game: its empires are played by the Independent procedure from now on (M26.4).',
    {
      seat: Seat.describe('The seat.'),
    },
  ),
  event('GameEnded', 'The game is over (M26): open alliances settled, each seat scored.', {
    scores: perSeat(
      z.number().describe('The score: the Player Empire’s VP, its handicap and the alliance ledger.'),
      'Scores',
    ),
    reason: z.literal('last round played').describe('Why it ended: the last round was played.'),
  }),
] as const;
