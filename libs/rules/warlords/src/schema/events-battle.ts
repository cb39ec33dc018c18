import { distinctList, variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { mainGeneralRow, placeRow } from '../generals/tables';
import { D20, General, MOST_REGIMENTS, mostTrait, Piece, PieceOrNone, PIECES, Seat, Space } from './fields';
import { DisbandedSchema } from './events-turn';

/** The events of the battles (step 3) and of empires falling: the war's story. */

const strongest = mainGeneralRow(MOST_REGIMENTS);
/** Every general of a table on one side, each as a main general at his most with the best trait, and a capital. */
const MOST_BONUS =
  PIECES * (strongest.bonus + mostTrait(['fight', 'assist', 'attack', 'defend'])) + placeRow('capital', true).bonus + 1;
export const MOST_KILLS = PIECES * (strongest.kills + mostTrait(['kills'])) + placeRow('town', false).kills;
/** A side's bonus: every general adds at least 2 (a row of 5, a con of at most -3), the territory -1 at worst. */
const bonus = (side: string) =>
  z
    .int()
    .min(-1)
    .max(MOST_BONUS)
    .describe(
      `The ${side}' bonus (S004 Turn step 3 table): each general's row by his regiments and traits in force, a town or capital held, and the territory (+1 at home, -1 in an enemy's empire).`,
    );
const pieces = (min: number, description: string) => distinctList(Piece, min, PIECES, description);

export const battleEvents = [
  event('BattleBegan', 'A declared battle begins: its attackers still on the battlefield against its defender.', {
    target: Space.describe('The battlefield.'),
    attackers: pieces(1, 'The attackers, the main attacker first.'),
    defender: Seat.describe('The seat defending: whose general, town or capital stands there.'),
  }),
  event(
    'BattleVoided',
    'A declared battle whose enemy is gone (dispersed, recruited, surrendered) is not fought; the attackers go back beside the battlefield.',
    { target: Space.describe('The battlefield.') },
  ),
  event('DefendersCommitted', 'The defending side is set: its main defender and the generals assisting.', {
    target: Space.describe('The battlefield.'),
    main: PieceOrNone.describe(
      'The main defender: the general attacked, or the one named for a town or capital; -1: the town defends alone.',
    ),
    assists: distinctList(Piece, 0, 6, 'The assisting defenders, each touching the battlefield.'),
  }),
  event(
    'BattleFought',
    'Every general in the battle is revealed, then each side rolls a d20 and adds its bonus: the higher total wins, a tie goes to the defender.',
    {
      target: Space.describe('The battlefield.'),
      attackRoll: D20.describe("The attackers' d20."),
      defendRoll: D20.describe("The defenders' d20."),
      attackBonus: bonus('attackers'),
      defendBonus: bonus('defenders'),
      attackerWon: z.boolean().describe('The attackers won.'),
      kills: z
        .int()
        .min(0)
        .max(MOST_KILLS)
        .describe(
          "Regiments the winners kill (the table's kills and the traits'): only the losing side takes casualties.",
        ),
    },
  ),
  event(
    'ChiefOfStaffKilled',
    'A chief of staff dies: with the general he rode with, or by Alexander losing a battle with him.',
    {
      seat: Seat.describe('The seat whose chief of staff he was.'),
      disbanded: DisbandedSchema.describe('Regiments over a limit the general he rode with is held to again.'),
    },
  ),
  event('RegimentsKilled', 'Casualties: regiments of a losing general die.', {
    piece: Piece.describe('The general.'),
    count: z
      .int()
      .min(1)
      .max(MOST_REGIMENTS - 1)
      .describe('Regiments killed; he keeps at least one.'),
  }),
  event('GeneralKilled', 'Casualties: the last regiments of a losing general die, and he with them.', {
    piece: Piece.describe('The general.'),
    count: z.int().min(1).max(MOST_REGIMENTS).describe('Regiments killed: all he had.'),
  }),
  event('GarrisonKilled', "Casualties: a town's or capital's own regiment dies; it is unoccupied.", {
    space: Space.describe('The town or capital.'),
  }),
  event('CasualtiesTaken', 'The kills are spent, or nothing is left to kill.', {
    target: Space.describe('The battlefield.'),
  }),
  event(
    'RetreatAwaited',
    'The general attacked lost and may retreat to more than one free space opposite the main attack: his seat chooses.',
    {
      seat: Seat.describe('The defending seat.'),
      piece: Piece.describe('The general retreating.'),
      options: distinctList(Space, 2, 3, 'The free spaces of the three opposite the main attack.'),
    },
  ),
  event('GeneralRetreated', 'A losing general retreats.', {
    piece: Piece.describe('The general.'),
    to: Space.describe('The space he retreats to.'),
  }),
  event(
    'GeneralSlaughtered',
    'A general with nowhere to go (no retreat, his way back taken, no space to leave a town) is slaughtered.',
    { piece: Piece.describe('The general.') },
  ),
  event('GeneralAdvanced', 'The main attacker who beat a general takes the battlefield.', {
    piece: Piece.describe('The general.'),
    to: Space.describe('The battlefield.'),
  }),
  event(
    'GeneralReturned',
    'An attacker leaves the battlefield: back where he attacked from, or to the first free space around it.',
    {
      piece: Piece.describe('The general.'),
      to: Space.describe('The space he goes to.'),
    },
  ),
  event('BattleEnded', 'A battle is over.', { target: Space.describe('The battlefield.') }),
  event('BattlesEnded', 'Step 3 is over: every declared battle was fought.', {
    seat: Seat.describe('The seat whose turn it is.'),
  }),
] as const;

export const empireEvents = [
  event(
    'EmpireCrumbled',
    "A seat's home capital fell (S004 Empire Destruction): its towns are unoccupied, its supply lines and chief of staff gone; the destroyer may recruit one of its surviving generals.",
    {
      seat: Seat.describe('The seat whose empire crumbled.'),
      by: Seat.describe('The seat that took the capital.'),
      candidates: pieces(0, 'Its surviving generals, whom the destroyer may recruit (Recruit or DeclineRecruit).'),
      disbanded: DisbandedSchema.describe('Regiments over a limit this event puts in force; usually none.'),
    },
  ),
  event(
    'EmpireSurrendered',
    'A seat surrendered (S004 Surrender): its empire crumbles and its surviving generals line up in its back row, abandoned.',
    {
      seat: Seat.describe('The seat.'),
      pieces: pieces(0, 'Its surviving generals, in number order.'),
      lineUp: z
        .array(Space)
        .max(PIECES)
        .describe(
          'Where each goes: lineUp[i] is the space of pieces[i], the back row centred, the middle empty when even.',
        ),
      disbanded: DisbandedSchema.describe('Regiments over a limit this event puts in force; usually none.'),
    },
  ),
  event(
    'RecruitAwaited',
    "A seat occupied a surrendered empire's old capital: it may recruit one of its abandoned generals.",
    {
      seat: Seat.describe('The seat recruiting.'),
      candidates: pieces(1, 'The generals it may recruit.'),
    },
  ),
  event('GeneralRecruited', 'A seat takes a general of a fallen empire with all his regiments.', {
    piece: Piece.describe('The general.'),
    by: Seat.describe('The seat recruiting him.'),
    disbanded: DisbandedSchema.describe('Regiments over a limit this event puts in force; usually none.'),
  }),
  event(
    'GeneralIdentityLearned',
    'The recruiting seat sees the card of the general it recruited. Only that seat receives this event.',
    {
      seat: Seat.describe('The seat that learns it.'),
      piece: Piece.describe('The general.'),
      general: General.describe('His card.'),
    },
  ),
  event('RecruitDeclined', 'The seat that could recruit takes nobody.', { seat: Seat.describe('The seat.') }),
  event('GeneralsDispersed', 'Generals not recruited disperse and leave the game.', {
    pieces: pieces(1, 'The generals.'),
  }),
] as const;
