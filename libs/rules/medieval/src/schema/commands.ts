import { legalActionSchema, noField, variant as command } from '@empires/rules-kernel';
import { z } from 'zod';
import {
  Area,
  AreaOrNone,
  Empire,
  EmpireOrNone,
  EndeavourKind,
  EventCard,
  EMPIRES,
  ExtraGold,
  MOST_LEVY,
  Vote,
} from './fields';

/**
 * Every command a seat may send, declared once: `MedievalCommand`, the check the engine and the
 * gateway run before the rules, and `docs/schemas/medieval/commands.schema.json`. Shapes are strict
 * and ranges are the game's own; whether the move is allowed now is the rules' answer (M29).
 */

/**
 * For commands random play from the start never reaches (random seats hold no allies and host no
 * exiles), the example `docs/api/medieval.md` shows: one the rules accepted in a position of
 * `testing/rare-positions.ts`, as `games.spec.ts` checks.
 */
const example = <T extends string>(type: T, fields: object) => [{ type, ...fields }];

const funder = EmpireOrNone.optional().describe(
  'S001 33.32: another empire of your seat that pays the whole cost; -1 or left out: the empire itself pays.',
);

const decisions = [
  command('ChooseInitiativeSlot', 'Initiative (M5.2): take a free slot of the turn order for your empire.', {
    slot: z
      .int()
      .min(0)
      .max(EMPIRES - 1)
      .describe('The free slot, 0 first: one per empire in play.'),
  }),
  command(
    'Defend',
    'Asked as the owner of an attacked area holding a Year Card and 2 gold (M13): defend, paying 2 gold and extra gold that adds to the Defense rating.',
    {
      gold: ExtraGold.describe('Extra gold, 0 to 20, besides the 2 the Defense costs.'),
      fundedBy: funder,
      mercenaries: z
        .boolean()
        .optional()
        .describe('Play your held Mercenaries with the Defense: +2 (M20.1.3); left out: not played.'),
    },
  ),
  noField('DeclineDefense', 'Asked for a Defense (M13): do not defend; the attack is resolved without one.'),
  command(
    'CounterGold',
    'Asked as the owner of an area targeted by another seat’s Diplomacy (M12.2): spend counter-gold, each gold −1 to its ER.',
    { gold: ExtraGold.describe('Counter-gold, 0 to 20, within your treasury.') },
  ),
  command(
    'DiscardEventCard',
    'Asked when your empire keeps more than three held and lasting event cards (M20.1.4): discard one of them.',
    { card: EventCard.describe('One of the held or lasting cards of your empire.') },
  ),
  command(
    'ChooseEventTarget',
    'Asked when your empire drew Royal Marriage or Pious Foundation (M20.2): the area the card acts on.',
    {
      area: Area.describe(
        'Royal Marriage: an area where your empire has no tie, not another Player Empire’s court. Pious Foundation: an own non-heretical area of the leader’s religion below its maximum SS.',
      ),
    },
  ),
  command(
    'ChooseCourt',
    'After your empire lost its court (M22.1): move the new court, which the rule placed at once, to another eligible area.',
    { area: Area.describe('An area your empire owns, of its leader’s language and religion.') },
  ),
  noField(
    'ContestConquest',
    'Asked as the victim of a Christian’s diplomatic conquest of your area (S003 12.32): contest it by parley.',
  ),
  noField('AcceptConquest', 'Asked as the victim of a diplomatic conquest (S003 12.32): let it stand.'),
  command(
    'CastBallot',
    'A parley under way (S003 18.2, S001 33.27): cast the votes of one empire whose ballot your seat owes, with its Diplomatic stature.',
    {
      empire: Empire.describe(
        'The empire whose votes you cast: your Player or Allied Empire, or an Independent whose votes you won.',
      ),
      vote: Vote.describe('1 Yes, -1 No, 0 abstain.'),
    },
  ),
  command(
    'DeclareBid',
    'Before a 33.44 alliance roll or a 33.45 tie roll your seat takes part in (S001 33.46): secret gold, revealed with the others and paid win or lose.',
    { gold: ExtraGold.describe('Gold, 0 to 20, from your Player Empire’s treasury.') },
  ),
  command(
    'OfferAsylum',
    'An Independent Empire lost its court (S001 33.61): declare, sealed, whether your seat offers it asylum.',
    { offer: z.boolean().describe('true: you offer asylum; false: you do not.') },
    example('OfferAsylum', { offer: true }),
  ),
  command(
    'ResolveCourtlessAlly',
    'Your Allied Empire lost its court (S001 33.63): keep it in exile under asylum, or end the alliance.',
    {
      choice: z
        .enum(['asylum', 'terminate'])
        .describe('asylum: the alliance goes on in exile; terminate: it ends and the empire asks for asylum (33.61).'),
    },
    example('ResolveCourtlessAlly', { choice: 'asylum' }),
  ),
] as const;

const turn = [
  command(
    'Endeavour',
    'Your empire’s turn (M9): attempt an endeavour with the next Year Card, paying its cost and the gold added to its ER.',
    {
      kind: EndeavourKind.describe('The endeavour.'),
      base: AreaOrNone.describe(
        'Where from: an owned area within reach for conquest and pillage, the court for diplomacy (-1 in exile), the target itself for domestic endeavours.',
      ),
      target: Area.describe('The area the endeavour is aimed at.'),
      gold: ExtraGold.describe('Gold added to the ER, 0 to 20, within what the payer holds after the cost.'),
      fundedBy: funder,
      cancel: z
        .boolean()
        .optional()
        .describe(
          'M10.6: a Conquest from a partly conquered area against the base a marker came through, to remove that marker.',
        ),
      boost: z
        .boolean()
        .optional()
        .describe('M20.1.3: play your held Able Minister (domestic) or Mercenaries (conquest, pillage) with it: +2.'),
    },
  ),
  noField('BeginTaxation', 'Your empire’s turn (M17.2): open its one taxation; crown income is paid at once.'),
  command(
    'Levy',
    'Taxation open (M17.2): levy gold on an owned area not yet settled; a levy of 1 or more makes a rebellion check with the levy in its value.',
    {
      area: Area.describe('An area your empire owns, not yet levied or plundered in this taxation.'),
      gold: z.int().min(0).max(MOST_LEVY).describe('Gold levied, 0 to max(0, SS) of the area; 0 settles it untaxed.'),
    },
  ),
  command(
    'Plunder',
    'Taxation open (M17.4): plunder an owned area not yet settled for max(1, Pop + SS) gold; its SS falls by 1 and it goes into unrest.',
    { area: Area.describe('An area your empire owns, not yet levied or plundered in this taxation.') },
  ),
  noField('EndTaxation', 'Taxation open: close it; areas not settled are left untaxed.'),
  command(
    'PlayHoldingCard',
    'Your empire’s turn (M20.2): play a held card: Recognition of Claim, Dynastic Inheritance, Diplomatic Coup, or a lasting card into play.',
    {
      card: EventCard.describe('A card your empire holds.'),
      area: AreaOrNone.describe('The area the claim card or the Coup acts on; -1 for a lasting card.'),
      other: EmpireOrNone.describe('Diplomatic Coup: the empire whose tie is removed; -1 for the other cards.'),
    },
  ),
  command(
    'CallClaimParley',
    'Your empire’s turn (S003 18.0(3b)): call a parley for a claim on an area it owns and holds a tie on that another empire claims; once a round per area.',
    { area: Area.describe('The area claimed.') },
  ),
  command(
    'SwapClaims',
    'Your empire’s turn (S001 33.32): swap one claim for one with another empire of your seat; each new holder must be allowed it (S003 18.11, 18.12).',
    {
      with: Empire.describe('Another empire of your seat.'),
      give: Area.describe('An area your empire claims, whose claim goes to `with`.'),
      take: Area.describe('An area `with` claims, whose claim comes to your empire.'),
    },
  ),
  command(
    'SwapAreas',
    'Your empire’s turn (S001 33.32): swap one area for one with another empire of your seat; courts are not swapped, the receiver of the higher SS pays the difference, an area in unrest brings 5 gold from its giver.',
    {
      with: Empire.describe('Another empire of your seat.'),
      give: Area.describe('An area your empire owns, not its court.'),
      take: Area.describe('An area `with` owns, not its court.'),
    },
    example('SwapAreas', { with: 1, give: 5, take: 14 }),
  ),
  command(
    'SetTieWaiver',
    'Your empire’s turn (S003 12.41(2), M18.2): waive, or stop waiving, the +2 your tie adds to the rebellion value of another’s area.',
    {
      area: Area.describe('The area.'),
      waive: z.boolean().describe('true: waive the +2 from now on; false: no longer waive it.'),
    },
  ),
  command('RemoveTie', 'Your empire’s turn (S003 12.42): break one of its ties of your free choice.', {
    area: Area.describe('An area where your empire holds a tie.'),
  }),
  command(
    'GiveClaim',
    'Your Player Empire’s turn (M19.11): give a claim it holds to an empire that may hold it (S003 18.11, 18.12).',
    {
      area: Area.describe('The area of the claim.'),
      to: Empire.describe('The empire receiving it.'),
    },
  ),
  noField('EndTurn', 'End your empire’s turn: allowed after at least one endeavour, or when none is possible (M6.2).'),
] as const;

const anyTime = [
  command(
    'SetRivalPenalty',
    'When your seat acts (S001 33.43): switch on or off the −2 your seat imposes on the endeavours of another seat’s Allied Empire.',
    {
      empire: Empire.describe('An Allied Empire of another seat.'),
      on: z.boolean().describe('true: the −2 applies; false: it no longer does.'),
    },
    example('SetRivalPenalty', { empire: 3, on: true }),
  ),
  command(
    'TerminateAlliance',
    'When your seat acts (S001 33.49): end an alliance; the empire becomes Independent, your ties stay.',
    { empire: Empire.describe('An Allied Empire of your seat.') },
  ),
  noField(
    'Resign',
    'Leave the game, at any time: your Player Empire and allies are played by the Independent procedure from now on (M26.4).',
  ),
] as const;

export const medievalCommandSchema = z.discriminatedUnion('type', [...decisions, ...turn, ...anyTime]).meta({
  title: 'medieval commands',
  description:
    'A command a seat sends, told apart by `type`. The shape and ranges are checked first (MALFORMED_COMMAND); whether it may be played now is for the rules (their violation codes).',
});

/** What `legalActions` lists: the commands above, whole-number fields as one value or a `{min, max}` range. */
export const medievalLegalActionSchema = legalActionSchema(medievalCommandSchema);
