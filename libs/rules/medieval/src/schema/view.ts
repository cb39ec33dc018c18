import { distinctList } from '@empires/rules-kernel';
import { z } from 'zod';
import { MILLENNIUM } from '../data/millennium';
import {
  Area,
  AreaOrNone,
  AREAS,
  Empire,
  EmpireFlag,
  EmpireOrNone,
  EMPIRES,
  EndeavourKind,
  EVENT_CARDS,
  EventCard,
  ExtraGold,
  Fort,
  Gold,
  HAND,
  Language,
  LeaderSchema,
  Magnate,
  MOST_EXTRA_GOLD,
  MOST_SEAS,
  perEmpire,
  perSeat,
  Religion,
  SEAT_LIMITS,
  SeatOrNone,
  SocialState,
  Vote,
  YEAR_CARDS,
  YearCard,
} from './fields';
import { Marker } from './events-endeavours';
import { medievalOptionsSchema } from './options';
import { medievalRulingsSchema } from './rulings';

/**
 * What `view(state, viewer)` answers, declared once: `MedievalView`, the parts of `MedievalState`
 * it shares with the view, and `docs/schemas/medieval/view.schema.json`. Arrays are flat, indexed
 * by area (0 to 89), empire (scenario order) or seat. Nobody sees the Year Cards in hand (only how
 * many) nor the order of the event draw pile (only its size); a sealed declaration of another seat
 * is `"sealed"` (M28.3).
 */

/** A bit per empire, bit i for empire i (S003 12.14: one tie per empire; 18.11: one claim per empire). */
const empireBits = (description: string) =>
  z
    .int()
    .min(0)
    .max(2 ** EMPIRES - 1)
    .describe(`${description}, a bit per empire (1 << empire).`);
/** Held and lasting cards stay within three, but for the card just drawn while the discard is chosen (M20.1.4). */
const MOST_KEPT = 4;
const count = (most: number, description: string) => z.int().min(0).max(most).describe(description);
const sealed = z.literal('sealed').describe('Declared by another seat: hidden until all are in.');

export const AreaSchema = z
  .strictObject({
    owner: EmpireOrNone.describe('The owning empire, or -1 when independent (unowned or a Magnate’s).'),
    magnate: z.int().min(-1).describe('The Magnate holding it, or -1.'),
    ss: SocialState.describe('Its social state.'),
    fort: Fort.describe('Its fortification.'),
    unrest: z.boolean().describe('In unrest (M18).'),
    heretical: z.boolean().describe('Heretical (M20.2 Heresy).'),
    religion: Religion.describe('Its religion now.'),
    language: Language.describe('Its language.'),
    ties: empireBits('Diplomatic ties'),
    claims: empireBits('Claims'),
    markers: z.array(Marker).describe('Partial-conquest markers on it (M10.2).'),
    attacked: z.boolean().describe('Pillaged or attacked since its owner’s last turn (S001 33.24C step 1).'),
  })
  .meta({ id: 'AreaState', description: 'A land area in play.' });

const empireShape = {
  status: z
    .enum(['player', 'allied', 'independent', 'removed'])
    .describe('A seat’s Player Empire, a seat’s ally, run by the rules (S001 33.2), or off the map.'),
  seat: SeatOrNone.describe('The seat running it (player or ally), or -1.'),
  leader: LeaderSchema.describe('Its leader.'),
  heirs: z.int().min(0).describe('Heirs that have succeeded so far (names the next).'),
  language: Language.describe('Its leader’s language.'),
  religion: Religion.describe('Its leader’s religion.'),
  court: AreaOrNone.describe('Its court, or -1 in exile.'),
  lastCourt: Area.describe('The last court it held (S001 33.62, 33.64).'),
  gold: Gold.describe('Its treasury.'),
  allianceTies: perEmpire(
    z.int().min(0).describe('Ties.'),
    'Alliance ties each empire holds on its court (S001 33.41)',
  ),
  vpSnapshot: z.int().min(0).describe('Its VP when the present alliance took effect (S001 33.5).'),
  everPossessed: distinctList(Area, 0, AREAS, 'Every area it ever possessed (S001 33.64).'),
  held: distinctList(EventCard, 0, MOST_KEPT, 'Event cards held, unplayed, oldest first (public, M20.1.2).'),
  lasting: distinctList(EventCard, 0, MOST_KEPT, 'Lasting event cards in play, oldest first.'),
  waivers: distinctList(Area, 0, AREAS, 'Areas where it waives the +2 of its tie (S003 12.41(2)).'),
  flags: z.array(EmpireFlag).describe('S003 18.3(2) scenario flags (M19.9).'),
};

/** An empire in the rules' state: its Year Cards in deal order, which no view shows. */
export const EmpireSchema = z.strictObject({
  ...empireShape,
  cards: z.array(YearCard).max(HAND).describe('Year Cards in hand, in deal order.'),
});

const EmpireViewSchema = z
  .strictObject({ ...empireShape, yearCards: count(HAND, 'How many Year Cards it holds (which is hidden, M28.3).') })
  .meta({ id: 'EmpireState', description: 'An empire of the scenario, in play or not.' });

export const SeatSchema = z
  .strictObject({
    empire: Empire.describe('Its Player Empire.'),
    resigned: z.boolean().describe('It left the game.'),
    resignOrder: count(SEAT_LIMITS.max, '1 for the first seat to resign, 2 for the next...; 0 while playing.'),
    ledger: z.int().describe('VP gained or lost through alliances (S001 33.5).'),
    rivalPenalties: distinctList(Empire, 0, EMPIRES, 'Allied Empires of other seats it imposes −2 on (S001 33.43).'),
  })
  .meta({ id: 'SeatState', description: 'A player.' });

export const AttackSchema = z
  .strictObject({
    empire: EmpireOrNone.describe('The acting empire, or -1 for a raider group or a Magnate.'),
    raider: z
      .int()
      .min(-1)
      .max(MILLENNIUM.raiders.length - 1)
      .describe('The raider group, or -1.'),
    magnate: z.int().min(-1).describe('The Magnate, or -1.'),
    kind: EndeavourKind.describe('The endeavour.'),
    base: AreaOrNone.describe('Where from, or -1 (a raid, a Diplomacy from exile).'),
    target: Area.describe('The area aimed at.'),
    gold: ExtraGold.describe('Gold added to the ER.'),
    seas: z.int().min(0).max(MOST_SEAS).describe('Sea areas crossed or on the line (M9.4).'),
    defender: EmpireOrNone.describe('The owner that may defend, or -1.'),
    defended: z.boolean().describe('A Defense was declared.'),
    defenseGold: ExtraGold.describe('Extra Defense gold, or the counter-gold against a Diplomacy (M12.2).'),
    cancel: z.boolean().describe('M10.6: made to cancel a marker.'),
    boost: z.boolean().describe('Able Minister or Mercenaries played with it.'),
    defenseBoost: z.boolean().describe('Mercenaries played with the Defense.'),
  })
  .meta({ id: 'Attack', description: 'The endeavour, raid or Magnate attack being resolved (M9.2).' });

export const TurnSchema = z
  .strictObject({
    empire: Empire.describe('The empire whose turn it is.'),
    endeavours: count(HAND, 'Endeavours attempted this turn.'),
    taxation: z
      .enum(['none', 'open', 'done', 'postponed'])
      .describe('The taxation of the turn: not yet, open, done, or postponed (S001 33.24D).'),
    settled: distinctList(Area, 0, AREAS, 'Areas levied or plundered in the open taxation.'),
    step1Tried: z.array(Area).max(HAND).describe('Areas fortified this turn (S001 33.24C step 1).'),
  })
  .meta({ id: 'Turn', description: 'The empire turn under way (M6).' });

export const PendingSchema = z
  .strictObject({
    kind: z
      .enum(['defense', 'slot', 'contest', 'courtlessAlly', 'counterGold', 'discard', 'eventTarget', 'court'])
      .describe(
        'What the seat decides: a Defense, an initiative slot, a contest, a courtless ally, counter-gold, a discard, an event target, a court.',
      ),
    card: EventCard.optional().describe('eventTarget only: the card whose area is chosen.'),
    empire: Empire.describe('The empire it concerns.'),
    seat: SeatOrNone.describe('The seat asked; -1 once it resigned (the rules decide).'),
    area: Area.optional().describe('contest only: the area conquered.'),
    conqueror: Empire.optional().describe('contest only: the conqueror.'),
    claimGiven: z.boolean().optional().describe('contest only: the conquest gave a claim.'),
  })
  .meta({ id: 'Pending', description: 'A decision the rules wait for from a seat.' });

export const MagnateSchema = z
  .strictObject({
    name: z.string().min(1).describe('Its name.'),
    court: AreaOrNone.describe('Its court, or -1: it is gone.'),
    combat: z.int().min(1).max(9).describe('Its Combat stature.'),
  })
  .meta({ id: 'MagnateState', description: 'A Magnate (M24).' });

export const AttackPhaseSchema = z
  .strictObject({
    group: count(MILLENNIUM.raiders.length, 'The raider group acting, or the number of groups once the Magnates act.'),
    raidsLeft: z
      .int()
      .min(-1)
      .max(Math.max(...MILLENNIUM.raiders.map((g) => g.raids)))
      .describe('Raids the group may still make; -1 before its activity roll.'),
    magnate: Magnate.describe('The Magnate acting next.'),
  })
  .meta({ id: 'AttackPhase', description: 'Where the Raider and Magnate Attack Phases stand (M4 steps 2-3).' });

export const InitiativeSchema = z
  .strictObject({
    ranking: distinctList(Empire, 0, EMPIRES, 'Empires in rank order (M5.1).'),
    slots: z.array(EmpireOrNone).max(EMPIRES).describe('The empire in each slot, -1 while free.'),
    placed: count(EMPIRES, 'How many of the ranking have taken a slot.'),
  })
  .meta({ id: 'Initiative', description: 'Initiative being determined (M5).' });

/** A parley, asylum and alliance queue hold sealed entries; the view shows others' as "sealed". */
const parleyOf = <T extends z.ZodType>(ballot: T) =>
  z.strictObject({
    kind: z
      .enum(['claim', 'contest'])
      .describe(
        'claim: shall the caller receive a claim (S003 18.0(3b))? contest: shall the conquest be annulled (12.32)?',
      ),
    caller: Empire.describe('The empire that called it (the victim, for a contest).'),
    area: Area.describe('The area.'),
    conqueror: EmpireOrNone.describe('contest: the conqueror; -1 for a claim parley.'),
    claimGiven: z.boolean().describe('contest: the conquest gave the conqueror a claim.'),
    voterSeat: perEmpire(SeatOrNone, 'The seat casting each empire’s votes, or -1'),
    ballots: perEmpire(ballot, 'Ballots: 1 Yes, -1 No, 0 abstain, null awaited'),
  });
export const ParleySchema = parleyOf(Vote.nullable());

const asylumOf = <T extends z.ZodType>(offer: T) =>
  z.strictObject({
    empire: Empire.describe('The Independent that lost its court.'),
    offers: perSeat(offer, 'Offers: true or false once declared, null while awaited'),
    ties: perSeat(z.int().min(0), 'Each seat’s Player Empire’s ties on the lost court'),
  });
export const AsylumSchema = asylumOf(z.boolean().nullable());

const allianceTaskOf = <T extends z.ZodType>(bid: T) =>
  z.strictObject({
    empire: Empire.describe('The empire rolled for.'),
    kind: z.enum(['roll', 'heirless']).describe('roll: S001 33.44; heirless: 33.45.'),
    bids: perSeat(bid, 'Gold declared, null while awaited')
      .nullable()
      .describe('Bids by seat; null until they are asked.'),
  });
export const AllianceTaskSchema = allianceTaskOf(ExtraGold.nullable());

export const medievalViewSchema = z
  .strictObject({
    phase: z.enum(['new', 'play', 'ended']).describe('Before set-up, in play, or over.'),
    options: medievalOptionsSchema.describe('The options of the game, resolved.'),
    rulings: medievalRulingsSchema.describe('The rulings of the version that set the game up.'),
    round: z.int().min(0).describe('The round under way, from 1; 0 before the first.'),
    lastRound: z.int().min(0).describe('The round after which the game is scored.'),
    order: distinctList(Empire, 0, EMPIRES, 'The turn order of the round (M5).'),
    turnIndex: count(EMPIRES, 'The place in `order` of the turn under way or next.'),
    turn: TurnSchema.nullable().describe('The empire turn under way, or null.'),
    attack: AttackSchema.nullable().describe('The attack or endeavour being resolved, or null.'),
    pending: PendingSchema.nullable().describe('The decision awaited from a seat, or null.'),
    areas: z.array(AreaSchema).length(AREAS).describe('The land areas, by index.'),
    empires: perEmpire(EmpireViewSchema, 'The empires'),
    seats: perSeat(SeatSchema, 'The players'),
    magnates: z.array(MagnateSchema).describe('Every Magnate, those gone included, by index.'),
    pile: count(EVENT_CARDS, 'How many event cards are in the draw pile (its order is hidden, M28.3).'),
    discard: distinctList(EventCard, 0, EVENT_CARDS, 'The event discard pile, oldest first.'),
    raidersRemoved: z
      .array(z.boolean())
      .length(MILLENNIUM.raiders.length)
      .describe('By raider group: removed for good (M23.2).'),
    attackPhase: AttackPhaseSchema.nullable().describe('The Raider and Magnate Attack Phases, or null outside them.'),
    initiative: InitiativeSchema.nullable().describe('Initiative being determined, or null.'),
    parley: parleyOf(z.union([Vote, sealed]).nullable())
      .meta({ id: 'Parley', description: 'A parley under way (S003 18.2, 12.32; S001 33.27-33.28).' })
      .nullable()
      .describe('The parley under way, or null.'),
    asylum: asylumOf(z.union([z.boolean(), sealed]).nullable())
      .meta({ id: 'Asylum', description: 'Sealed asylum offers for an Independent that lost its court (S001 33.61).' })
      .nullable()
      .describe('Asylum being decided, or null.'),
    allianceQueue: z
      .array(
        allianceTaskOf(z.union([z.int().min(0).max(MOST_EXTRA_GOLD), sealed]).nullable()).meta({
          id: 'AllianceTask',
          description: 'A queued 33.44 or 33.45 roll, waiting for the seats’ secret gold (S001 33.46).',
        }),
      )
      .describe('Alliance rolls queued, the first running.'),
    roundEnding: z.boolean().describe('The end of the round has turned up its cards and waits for queued rolls.'),
    parleysThisRound: z
      .array(
        z
          .int()
          .min(0)
          .max((EMPIRES - 1) * 256 + AREAS - 1),
      )
      .describe('Claim parleys called this round, as empire × 256 + area (once a round each).'),
    yearCardsSeen: distinctList(YearCard, 0, YEAR_CARDS, 'Year Cards turned up this round by endeavours and Defenses.'),
    scores: perSeat(z.number(), 'Final scores')
      .nullable()
      .describe('The final scores by seat, or null while the game goes on.'),
  })
  .meta({
    title: 'medieval view',
    description:
      'What a seat or a spectator sees of a medieval game: the whole state but the Year Cards in hand (a count per empire), the order of the event draw pile (its size) and other seats’ sealed ballots, bids and asylum offers ("sealed").',
  });
