import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import {
  Area,
  AreaOrNone,
  Die,
  Empire,
  Fort,
  LeaderSchema,
  MOST_FORT,
  MOST_LEVY,
  Religion,
  Seat,
  SocialState,
} from './fields';

/** The events of areas (SS, fort, unrest, religion, rebellion), courts, ties, claims, swaps and leaders. */

/**
 * M18.2: levy − fort + Lg + Rl, −2 for an own tie, +2 for others' ties, +5 in unrest, +1 beside
 * independent kin: from −3 − 2 to the largest levy + 2 + 2 + 2 + 5 + 1.
 */
const LEAST_RV = -MOST_FORT - 2;
const MOST_RV = MOST_LEVY + 12;

const twoDice = z.array(Die).length(2);
/** M7.2: 2d6 per stature; M7.3: an heir's 2d6 and a third die on 12. */
const statureDice = z.array(Die).min(2).max(3).describe('2d6, and for an heir a third die on a 12 (M7.3).');

const ClaimRule = z
  .enum([
    'S003 18.0(2a)',
    'S003 18.0(2a/2d)',
    'S003 18.0(2b)',
    'S003 18.0(2c)',
    'S003 18.0(3a)',
    'S003 18.0(3b)',
    'S003 18.0(4)',
    'S003 18.3(1)',
  ])
  .describe(
    'The way of S003 18.x under which the claim came: a conquest with a tie (2a, 2a/2d by Diplomacy), a tie on an own unclaimed area (2b), Recognition of Claim (2c, 3a), a parley (3b), Dynastic Inheritance (4), an Iberian Moslem area converted by conquest (18.3(1)).',
  );

const swap = (type: 'ClaimsSwapped' | 'AreasSwapped', description: string, what: string) =>
  event(type, description, {
    a: Empire.describe('The acting empire.'),
    b: Empire.describe('The other empire of the same seat.'),
    areaOfA: Area.describe(`The area whose ${what} went from a to b.`),
    areaOfB: Area.describe(`The area whose ${what} went from b to a.`),
  });

export const areaEvents = [
  event('SocialStateChanged', 'An area’s social state changed.', {
    area: Area.describe('The area.'),
    ss: SocialState.describe('The new SS.'),
  }),
  event('FortChanged', 'An area’s fortification changed (M14, M10.3).', {
    area: Area.describe('The area.'),
    fort: Fort.describe('The new level.'),
  }),
  event('UnrestChanged', 'An area went into unrest or left it (M18).', {
    area: Area.describe('The area.'),
    unrest: z.boolean().describe('true: in unrest now.'),
  }),
  event('HeresySpread', 'Heresy (M20.2): a Christian area of the drawer became heretical.', {
    area: Area.describe('The area.'),
  }),
  event('HeresyRemoved', 'Ruling on a heretical area (M8.2 R+): the heresy is gone.', {
    area: Area.describe('The area.'),
  }),
  event(
    'ReligionChanged',
    'An area took another religion (conversion M16, a scheduled event M27.6, an Iberian conquest); heresy goes with it.',
    {
      area: Area.describe('The area.'),
      religion: Religion.describe('The new religion.'),
    },
  ),
  event('LeaderReligionChanged', 'An empire’s leader took another religion (M27.6).', {
    empire: Empire.describe('The empire.'),
    religion: Religion.describe('The new religion.'),
  }),
  event('RebellionChecked', 'M18.3: a rebellion check, 2d6 against the rebellion value.', {
    area: Area.describe('The area.'),
    rv: z.int().min(LEAST_RV).max(MOST_RV).describe('The rebellion value (M18.2), a levy included.'),
    dice: twoDice.describe('The 2d6.'),
    failed: z.boolean().describe('The check failed: unrest, or a rebellion if already in unrest (M18.4).'),
  }),
  event('AreaRebelled', 'M18.4.3 (or Rise of a Magnate): the area became independent; SS −1.', {
    area: Area.describe('The area.'),
    from: Empire.describe('Its former owner.'),
  }),
  event('CourtMoved', 'An empire’s court moved (M22.1), or went into exile (−1, M22.2).', {
    empire: Empire.describe('The empire.'),
    area: AreaOrNone.describe('The new court, or -1 in exile.'),
  }),
  event('CourtChoiceAwaited', 'M22.1: the seat may move the court the rule placed (ChooseCourt).', {
    empire: Empire.describe('The empire.'),
    seat: Seat.describe('The seat asked.'),
  }),
  event('CourtChosen', 'M22.1: the seat chose the court.', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('The court.'),
  }),
  event('TieFormed', 'A diplomatic tie was formed (S003 12.3, Royal Marriage).', {
    empire: Empire.describe('The empire holding it.'),
    area: Area.describe('The area.'),
  }),
  event('TieRemoved', 'A diplomatic tie is gone (S003 12.42, Diplomatic Coup, a new dynasty, a court absorbing it).', {
    empire: Empire.describe('The empire that held it.'),
    area: Area.describe('The area.'),
  }),
  event('TieWaiverSet', 'S003 12.41(2): an empire waives, or stops waiving, the +2 of its tie on an area.', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('The area.'),
    waive: z.boolean().describe('true: waived from now on.'),
  }),
  event('ClaimGained', 'An empire gained a claim on an area (S003 18.0).', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('The area.'),
    rule: ClaimRule,
  }),
  event('ClaimGiven', 'M19.11: a Player Empire gave a claim to another empire.', {
    from: Empire.describe('The giver.'),
    to: Empire.describe('The receiver.'),
    area: Area.describe('The area.'),
  }),
  swap('ClaimsSwapped', 'S001 33.32: two empires of a seat swapped one claim for one.', 'claim'),
  swap(
    'AreasSwapped',
    'S001 33.32: two empires of a seat swapped one area for one, the givers’ claims with them.',
    'ownership',
  ),
  event('StatureChecked', 'A stature check (M7.2): mortality 2d6, then 2d6 per stature, or a new heir (M7.3).', {
    empire: Empire.describe('The empire.'),
    mortality: twoDice.describe('The mortality 2d6: 4 or less, the leader dies.'),
    rolls: z.array(statureDice).length(3).describe('For C, A and D: the 2d6 of the change, or of the heir table.'),
    leader: LeaderSchema.describe('The leader after the check.'),
    died: z.boolean().describe('The leader died and an heir took over.'),
  }),
  event('NewDynasty', 'Leader Dies Heirless (M20.3): a new dynasty with new statures; ties and alliances are lost.', {
    empire: Empire.describe('The empire.'),
    rolls: z.array(statureDice).length(3).describe('The heir table dice for C, A and D.'),
    leader: LeaderSchema.describe('The new leader.'),
  }),
] as const;
