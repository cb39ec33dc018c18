import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import {
  Area,
  Die,
  Empire,
  EMPIRES,
  ExtraGold,
  MOST_EXTRA_GOLD,
  perEmpire,
  perSeat,
  Seat,
  SEAT_LIMITS,
  SeatOrNone,
  STATURE,
  Vote,
} from './fields';

/** The events of alliances (S001 33.4), bids (33.46), parleys (S003 18.2, 12.32; 33.27) and asylum (33.61-33.63). */

/** Rolls of 2d6 + a Diplomatic stature and what else the rule adds, rerolls of the tied included. */
const rolls = <S extends z.ZodType, T extends z.ZodType>(seat: S, total: T, description: string) =>
  z
    .array(z.strictObject({ seat, dice: z.array(Die).length(2).describe('The 2d6.'), total }).describe('One roll.'))
    .describe(description);
const LEAST_TOTAL = 2 + STATURE.min;
const MOST_D = 12 + STATURE.max;
/** Votes are Diplomatic statures, at most one per empire. */
const MOST_VOTES = EMPIRES * STATURE.max;

const ballots = perEmpire(
  Vote.nullable(),
  'Ballots: set (1, -1, 0) or awaited (null); removed and noParley empires are 0 from the start',
);
const voterSeat = perEmpire(
  SeatOrNone,
  'The seat casting each empire’s votes, or -1 (an Independent not yet won, or no vote)',
);

const AllianceEndReason = z
  .enum([
    '33.44 roll',
    '33.44 no eligible seat',
    'S001 33.45 Leader Dies Heirless',
    'S001 33.48 Leader Dies Heirless',
    'S001 33.49 terminated',
    'S001 33.63 terminated without a court',
    'end of the game',
  ])
  .describe('The rule that ended it.');

export const allianceEvents = [
  event('AllianceTiesSet', 'S001 33.41: the number of alliance ties an empire holds on another’s court.', {
    empire: Empire.describe('The empire whose court it is.'),
    holder: Empire.describe('The empire holding the ties.'),
    count: z.int().min(0).describe('Ties now held.'),
  }),
  event('AllianceFormed', 'S001 33.41-33.44: an empire became the seat’s Allied Empire.', {
    empire: Empire.describe('The empire.'),
    seat: Seat.describe('The seat.'),
    vp: z.int().min(0).describe('Its VP now, against which the alliance is settled (S001 33.5).'),
  }),
  event(
    'AllianceEnded',
    'An alliance ended: the empire is Independent; the seat’s ledger takes its VP change (S001 33.5).',
    {
      empire: Empire.describe('The empire.'),
      seat: Seat.describe('The seat.'),
      vpChange: z.int().describe('VP gained (or lost) over the alliance.'),
      reason: AllianceEndReason,
    },
  ),
  event('AllianceRollQueued', 'A 33.44 alliance roll or 33.45 tie roll waits until the step that caused it is over.', {
    empire: Empire.describe('The empire.'),
    kind: z.enum(['roll', 'heirless']).describe('roll: 33.44; heirless: 33.45 after Leader Dies Heirless.'),
  }),
  event('BidsAsked', 'S001 33.46: the seats taking part declare secret gold (DeclareBid).', {
    empire: Empire.describe('The empire rolled for.'),
    bids: perSeat(z.literal(0).nullable(), 'null: awaited; 0: the seat takes no part'),
  }),
  event('BidDeclared', 'S001 33.46: a seat declared its gold, sealed until all are in.', {
    seat: Seat.describe('The seat.'),
    gold: ExtraGold.nullable().describe('The gold, 0 to 20; null for every other viewer.'),
  }),
  event('BidsRevealed', 'S001 33.46: the bids revealed together, paid win or lose.', {
    empire: Empire.describe('The empire rolled for.'),
    bids: perSeat(z.int().min(0).max(MOST_EXTRA_GOLD), 'Gold bid'),
  }),
  event(
    'AllianceRolled',
    'S001 33.44: each eligible seat 2d6 + D + its bid, the empire 2d6 + its own D; the highest takes it.',
    {
      empire: Empire.describe('The empire.'),
      rolls: rolls(
        SeatOrNone.describe('The seat rolling, or -1 for the empire itself.'),
        z
          .int()
          .min(LEAST_TOTAL)
          .max(MOST_D + MOST_EXTRA_GOLD)
          .describe('2d6 + D, and a seat’s bid.'),
        'The rolls, seats first',
      ).min(1),
      winner: z
        .int()
        .min(-2)
        .max(SEAT_LIMITS.max - 1)
        .describe('The seat that takes it, -1 the empire (Independent), -2 a tie rolled again.'),
    },
  ),
  event('AllianceTaskDone', 'The queued alliance roll is done.', { empire: Empire.describe('The empire.') }),
  event('RivalPenaltySet', 'S001 33.43: a seat switched its −2 on another seat’s Allied Empire on or off.', {
    seat: Seat.describe('The seat.'),
    empire: Empire.describe('The Allied Empire.'),
    on: z.boolean().describe('true: the −2 applies.'),
  }),
] as const;

export const parleyEvents = [
  event(
    'ClaimParleyCalled',
    'S003 18.0(3b): a claim parley is called; Independents that own or claim the area vote No (33.28).',
    {
      caller: Empire.describe('The empire calling it.'),
      area: Area.describe('The area claimed.'),
      voterSeat,
      ballots,
    },
  ),
  event('ContestAwaited', 'S003 12.32: the victim of a Christian’s diplomatic conquest may contest it.', {
    empire: Empire.describe('The victim.'),
    seat: Seat.describe('Its seat.'),
    area: Area.describe('The area conquered.'),
    conqueror: Empire.describe('The conqueror.'),
    claimGiven: z.boolean().describe('The conquest gave the conqueror a claim there.'),
  }),
  event('ConquestAccepted', 'S003 12.32: the victim let the conquest stand.', {
    empire: Empire.describe('The victim.'),
    area: Area.describe('The area.'),
  }),
  event('ContestParleyCalled', 'S003 12.32: a parley on annulling a diplomatic conquest.', {
    victim: Empire.describe('The victim, calling it.'),
    conqueror: Empire.describe('The conqueror.'),
    area: Area.describe('The area.'),
    claimGiven: z.boolean().describe('The conquest gave the conqueror a claim there.'),
    voterSeat,
    ballots,
  }),
  event('IndependentVotesRolled', 'S001 33.27: seats roll 2d6 + their Player Empire’s D for an Independent’s votes.', {
    empire: Empire.describe('The Independent.'),
    rolls: rolls(
      Seat.describe('The seat rolling.'),
      z.int().min(LEAST_TOTAL).max(MOST_D).describe('2d6 + its Player Empire’s D.'),
      'The rolls',
    ).min(1),
    seat: SeatOrNone.describe('The winner, or -1: the tied roll again.'),
  }),
  event('BallotCast', 'A ballot (S003 18.2), sealed until the parley is decided.', {
    seat: SeatOrNone.describe('The seat casting it; -1 when no seat is left to win an Independent’s votes.'),
    empire: Empire.describe('The empire whose votes these are.'),
    vote: Vote.nullable().describe('1 Yes, -1 No, 0 abstain; null for every viewer but the seat.'),
  }),
  event(
    'ParleyDecided',
    'S003 18.2: Yes wins if its votes exceed No’s; the claim is given, or the conquest annulled.',
    {
      area: Area.describe('The area.'),
      caller: Empire.describe('The empire that called it.'),
      ballots: perEmpire(Vote, 'Every ballot'),
      yes: z.int().min(0).max(MOST_VOTES).describe('Votes for: the Diplomatic statures of the empires voting Yes.'),
      no: z.int().min(0).max(MOST_VOTES).describe('Votes against.'),
      passed: z.boolean().describe('Yes exceeded No.'),
    },
  ),
  event('ConquestAnnulled', 'S003 12.32, M21.3: the area returns to the victim with its SS and fort, without unrest.', {
    area: Area.describe('The area.'),
    to: Empire.describe('The victim, owner again.'),
    from: Empire.describe('The conqueror.'),
    claimRemoved: z.boolean().describe('The claim the conquest gave is gone.'),
  }),
] as const;

export const asylumEvents = [
  event(
    'AsylumAsked',
    'S001 33.61: an Independent lost its court; every seat declares, sealed, whether it offers asylum.',
    {
      empire: Empire.describe('The empire.'),
      offers: perSeat(z.boolean().nullable(), 'null: awaited; false: a seat that resigned'),
      ties: perSeat(z.int().min(0), 'Each seat’s Player Empire’s alliance ties on the lost court'),
    },
  ),
  event('AsylumDeclared', 'S001 33.61: a seat declared, sealed until every seat has.', {
    seat: Seat.describe('The seat.'),
    offer: z.boolean().nullable().describe('Whether it offers asylum; null for every viewer but the seat.'),
  }),
  event(
    'AsylumDecided',
    'S001 33.61-33.62: no offer removes the empire; one host, or the highest 2d6 + D + ties, takes it.',
    {
      empire: Empire.describe('The empire.'),
      offers: perSeat(z.boolean(), 'The offers'),
      rolls: rolls(
        Seat.describe('The seat rolling.'),
        z.int().min(LEAST_TOTAL).describe('2d6 + D + its ties on the lost court.'),
        'The rolls among several offers, rerolls of the tied included; none with one offer or none',
      ),
      host: SeatOrNone.describe('The host seat, or -1: the empire is removed.'),
    },
  ),
  event(
    'CourtlessAllyAwaited',
    'S001 33.63: the seat of an Allied Empire without a court chooses (ResolveCourtlessAlly).',
    {
      empire: Empire.describe('The empire.'),
      seat: Seat.describe('The seat.'),
    },
  ),
  event('CourtlessAllyResolved', 'S001 33.63: the choice for a courtless ally.', {
    empire: Empire.describe('The empire.'),
    choice: z.enum(['asylum', 'terminate']).describe('asylum: the alliance goes on in exile; terminate: it ends.'),
  }),
] as const;
