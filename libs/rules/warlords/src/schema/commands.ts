import { distinctList, legalActionSchema, noField, variant as command } from '@empires/rules-kernel';
import { z } from 'zod';
import { GENERALS_PER_SEAT } from '../state';
import {
  General,
  MOST_REGIMENTS,
  OuterEmpire,
  Piece,
  PieceOrNone,
  Seat,
  SEAT_LIMITS,
  Space,
  TurnPlace,
} from './fields';

/**
 * Every command a seat may send, declared once: `WarlordsCommand`, the check the engine and the
 * gateway run before the rules, and `docs/schemas/warlords/commands.schema.json`. Shapes are strict
 * and ranges are the game's own; whether the move is allowed now is the rules' answer.
 */

/** The six spaces around a battlefield: no more generals can touch it. */
const AROUND = 6;

const sides = [
  command(
    'ChooseEmpire',
    'Choosing sides (S004 Start 1), in d20 order, cycling: take an empire nobody has. With 2 or 3 players no two may start in adjacent empires.',
    { empire: OuterEmpire.describe('The empire taken.') },
  ),
  command(
    'ChooseTurnPlace',
    'Choosing sides, instead of an empire: take a turn place. From 1.1.0 only the first turn is chosen (1) and play then moves clockwise around the board.',
    { place: TurnPlace.describe('The place taken: 1, the first turn (1.0.0 games: any place still open).') },
  ),
] as const;

const draft = [
  command(
    'BanGeneral',
    'The draft (option generals: draft), on a ban turn: no other player may draft this general; you still may.',
    { general: General.describe('A general still in the pool that nobody has banned.') },
  ),
  command('DraftGeneral', 'The draft, on a pick turn (snake order): take a general from the pool into your hand.', {
    general: General.describe('A general still in the pool and not banned by another player.'),
  }),
  command('ForceGeneral', 'The draft, on a force turn: name a general another player must take.', {
    general: General.describe('A general that player may draft.'),
    seat: Seat.describe('Another player with room in its hand.'),
  }),
] as const;

const setup = [
  command(
    'AssignGenerals',
    'Set-up (S004 Start 2), once: put your five generals face down in the numbered boxes; the box is the piece of the same number, for the whole game.',
    {
      cards: distinctList(
        General,
        GENERALS_PER_SEAT,
        GENERALS_PER_SEAT,
        'Your five cards, each once: cards[i] goes in box i+1.',
      ),
    },
  ),
  command(
    'PlaceTown',
    'Set-up (S004 Start 3): place one of your 4 towns in your empire, not within two spaces of the capital and not next to any other town. Towns come first.',
    { space: Space.describe('An empty space of your empire, 3 or more spaces from its capital.') },
  ),
  command('PlaceSupplyLine', 'Set-up, once your towns stand: place one of your 10 supply lines in your empire.', {
    space: Space.describe('A space of your empire with no town or supply line.'),
  }),
  command('PlaceGeneral', 'Set-up, once your towns stand: place one of your 5 generals in your empire.', {
    piece: Piece.describe('Your general not yet placed.'),
    space: Space.describe('A space of your empire with no town or general; your own supply line may be there.'),
  }),
] as const;

const raise = [
  command(
    'RaiseRegiments',
    'Step 1 (S004 Turn): an occupied town raises 1 regiment a turn, a capital 2, sent along unbroken supply lines to one of your generals (20 at most under a general, unless his traits say otherwise).',
    {
      from: Space.describe('The town or capital your forces occupy, joined to the general by supply.'),
      piece: Piece.describe('Your general who gets the regiments.'),
      count: z.int().min(1).max(2).describe('Regiments raised: 1 from a town, up to 2 from a capital, in a turn.'),
    },
  ),
  command(
    'DismissRegiments',
    'Step 1: a general joined by supply lines to a town or capital your forces occupy gives up regiments; never his last, which is the general himself.',
    {
      piece: Piece.describe('Your general.'),
      count: z
        .int()
        .min(1)
        .max(MOST_REGIMENTS - 1)
        .describe('Regiments dismissed: all but his last at most.'),
    },
  ),
  noField('EndRaising', 'End step 1: movement begins, every speed fixed by the regiments the generals have now.'),
] as const;

const move = [
  command(
    'MoveGeneral',
    'Step 2 (S004 Turn): one general moves one space, as far as his speed allows; moving another general ends his movement. He may lay a supply line where he enters, or destroy an enemy line by entering it, not both in a turn.',
    {
      piece: Piece.describe('Your general moving.'),
      to: Space.describe('A neighbouring space with no enemy general, town or capital.'),
      lay: z
        .boolean()
        .describe('Lay a supply line on the space entered, at the cost of regiments (1, or as his traits say).'),
    },
  ),
  command(
    'Attack',
    'Step 2: a general enters a neighbouring enemy general, town or capital: he leaves his space for the battlefield and the battle is fought in step 3; more generals may join an attack declared there. A general of a surrendered empire is slaughtered at once instead, and the attacker takes his space.',
    {
      piece: Piece.describe('Your general attacking.'),
      target: Space.describe('The neighbouring space of the enemy general, town or capital.'),
      main: z
        .boolean()
        .describe(
          'true: he is the main attacker (the first to attack a space always is, a later one takes the lead); false: he assists an attack already declared there.',
        ),
    },
  ),
  command(
    'LeaveTown',
    'Asked after a general entered an unoccupied town or capital, or won one: he may leave one regiment to occupy it (never his last), and steps out.',
    {
      occupy: z.boolean().describe('Leave a regiment to occupy the town.'),
      to: Space.describe('A neighbouring space that is empty or holds your own supply line.'),
    },
  ),
  noField('EndMovement', 'End step 2: the declared battles are fought.'),
] as const;

const battle = [
  command(
    'Fight',
    'Step 3 (S004 Turn): the attacker chooses which declared battle is fought next (the last one begins by itself).',
    { target: Space.describe('The battlefield of a declared battle not yet fought.') },
  ),
  command(
    'CommitDefenders',
    'Asked of the defender before a battle: which of its generals touching the battlefield assist (each once a player turn, none attacked themselves). A town or capital is defended by a named main defender, or by its own regiment alone.',
    {
      main: PieceOrNone.describe(
        'The main defender: for a general attacked, that general; for a town or capital, one of your generals touching it, or -1 for none.',
      ),
      assists: distinctList(Piece, 0, AROUND, 'Your generals that assist, each touching the battlefield.'),
    },
  ),
  command(
    'AllocateKills',
    "Asked of the battle's winner: kill regiments of one losing general (his last regiment kills him). One choice at a time until the kills are spent.",
    {
      piece: Piece.describe('A losing general with regiments left.'),
      count: z
        .int()
        .min(1)
        .max(MOST_REGIMENTS)
        .describe('Regiments killed: at most the kills left and the regiments he has.'),
    },
  ),
  noField(
    'KillGarrison',
    "Asked of the battle's winner at a town or capital: kill its own regiment, once every regiment of its main defender is dead.",
  ),
  command(
    'Retreat',
    'Asked of the defender whose general lost: he retreats to one of the free spaces of the three opposite the main attack.',
    { to: Space.describe('One of the spaces offered (RetreatAwaited).') },
  ),
  command(
    'Recruit',
    "Asked of the player who destroyed an empire, or occupied a surrendered empire's old capital: take one of its surviving generals with his regiments; the others disperse.",
    { piece: Piece.describe('One of the candidates offered (RecruitAwaited or EmpireCrumbled).') },
  ),
  noField('DeclineRecruit', 'Asked as for Recruit: take none of them; they all disperse.'),
] as const;

const turn = [
  command(
    'MoveChiefOfStaff',
    'Step 4 (S004 Turn): the chief of staff moves along your supply network to one of your generals or to your capital; the turn ends.',
    { to: Space.describe("Your general's space, or your capital's.") },
  ),
  noField(
    'EndTurn',
    'End your turn, at any step but the battles (and not while a general stands on a friendly piece).',
  ),
  command(
    'RevealGeneral',
    'At any time from the set-up on, in anyone’s turn: turn one of your generals face up; his pro and con act from now on. Not the general now moving while he stands on a friendly piece that his con would leave him too slow to pass (`CANNOT_STOP_HERE`).',
    { piece: Piece.describe('Your general not yet revealed.') },
  ),
  command(
    'ProposeEnd',
    'Your turn, once a turn: propose ending the game by agreement on these ranks (S004 Introduction, the endings); every other player still playing must accept.',
    {
      ranks: z
        .array(z.int().min(1).max(SEAT_LIMITS.max))
        .min(SEAT_LIMITS.min)
        .max(SEAT_LIMITS.max)
        .describe('A rank for every seat, by seat, 1 first, up to the number of seats; fallen seats rank after.'),
    },
  ),
  noField('AcceptEnd', 'Accept the proposed end; it holds once every player still playing has accepted.'),
  noField('RejectEnd', 'Refuse the proposed end; the game goes on.'),
  noField(
    'Resign',
    'Surrender (S004), once the war has begun: your empire crumbles and your generals line up in its back row, abandoned.',
  ),
] as const;

export const warlordsCommandSchema = z
  .discriminatedUnion('type', [...sides, ...draft, ...setup, ...raise, ...move, ...battle, ...turn])
  .meta({
    title: 'warlords commands',
    description:
      'A command a seat sends, told apart by `type`. The shape and ranges are checked first (MALFORMED_COMMAND); whether it may be played now is for the rules (their violation codes).',
  });

/** What `legalActions` lists: the commands above, whole-number fields as one value or a `{min, max}` range. */
export const warlordsLegalActionSchema = legalActionSchema(warlordsCommandSchema);
