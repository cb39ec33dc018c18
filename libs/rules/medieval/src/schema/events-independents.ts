import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { MILLENNIUM } from '../data/millennium';
import { YEAR_TABLES } from '../rules/year-tables';
import {
  Area,
  AreaOrNone,
  Band,
  Die,
  Empire,
  EmpireOrNone,
  ER,
  LeaderSchema,
  Magnate,
  STATURE,
  YearCard,
} from './fields';

/** The events of the Raider and Magnate Attack Phases (M23, M24), Magnates arising, and empires removed and reborn. */

const raiders = MILLENNIUM.raiders;
const RaiderGroup = z
  .int()
  .min(0)
  .max(raiders.length - 1)
  .meta({ id: 'RaiderGroup', description: `A raider group: ${raiders.map((g, i) => `${i} ${g.name}`).join(', ')}.` });

const attackResult = z
  .enum([...new Set([...YEAR_TABLES.conquest, ...YEAR_TABLES.pillage].flat().map(([result]) => result))] as [
    string,
    ...string[],
  ])
  .describe('The result of the card as a conquest or a pillage (M8.2).');

/** S001 33.64: a reborn empire starts with 6 gold. */
const REBORN_GOLD = 6;

export const independentEvents = [
  event('AttackPhaseBegan', 'The Raider and Magnate Attack Phases begin (M4 steps 2-3).', {}),
  event('RaiderGroupRemoved', 'M23.2: one empire owns every homeland of the group: it is removed for good.', {
    group: RaiderGroup.describe('The group.'),
  }),
  event('RaiderActivityRolled', 'M23.2: a d6 at most the group’s activity means it raids this round.', {
    group: RaiderGroup.describe('The group.'),
    roll: Die.describe('The d6.'),
    raids: z
      .int()
      .min(0)
      .max(Math.max(...raiders.map((g) => g.raids)))
      .describe('Raids it makes this round: its number of raids, or 0.'),
  }),
  event('RaidDeclared', 'M23.3: a raid on the target of highest Pop + SS (a die among ties); its owner may defend.', {
    group: RaiderGroup.describe('The group.'),
    target: Area.describe('The area pillaged.'),
    defender: EmpireOrNone.describe('Its owner, or -1.'),
  }),
  event('RaiderGroupDone', 'The group has made its raids of the round.', { group: RaiderGroup.describe('The group.') }),
  event('MagnateDone', 'M24.2: a Magnate has chosen its attack of the round, or none.', {
    magnate: Magnate.describe('The Magnate.'),
  }),
  event('MagnateAttackDeclared', 'M24.2: a Magnate attacks a land-adjacent area; its owner may defend.', {
    magnate: Magnate.describe('The Magnate.'),
    kind: z.enum(['conquest', 'pillage']).describe('Conquest while it holds fewer areas than the limit, else pillage.'),
    base: Area.describe('The Magnate’s area it attacks from.'),
    target: Area.describe('The area attacked.'),
    defender: EmpireOrNone.describe('Its owner, or -1.'),
  }),
  event('AttackPhaseEnded', 'The Raider and Magnate Attack Phases are over.', {}),
  event(
    'IndependentAttackResolved',
    'A raid or a Magnate’s attack resolved with a Year Card drawn from a fresh deck (a d56, M0).',
    {
      target: Area.describe('The area attacked.'),
      card: YearCard.describe('The card drawn.'),
      er: ER.describe('The ER, the owner’s Defense subtracted.'),
      band: Band.describe('Its band.'),
      result: attackResult,
    },
  ),
  event('MagnateArose', 'M24.1: a Magnate arose in an area that became independent.', {
    magnate: Magnate.describe('Its index: the next in the list.'),
    area: Area.describe('Its court.'),
    name: z.string().min(1).describe('Its name.'),
    combat: z.int().min(STATURE.min).max(STATURE.max).describe('Its Combat stature, from a 3-3-3 stature check.'),
  }),
  event('AreaTakenByMagnate', 'M24.2: a Magnate conquered an area (fort −1, no unrest).', {
    area: Area.describe('The area.'),
    magnate: Magnate.describe('The Magnate.'),
    from: EmpireOrNone.describe('The former owner, or -1.'),
  }),
  event('MagnateCourtMoved', 'M24.4: a Magnate whose court fell moved it to its best held area, or disappeared (-1).', {
    magnate: Magnate.describe('The Magnate.'),
    area: AreaOrNone.describe('The new court, or -1: the Magnate is gone.'),
  }),
  event('EmpireRemoved', 'S001 33.64: an empire without a court and without asylum is removed; its claims stay.', {
    empire: Empire.describe('The empire.'),
  }),
  event('EmpireReborn', 'S001 33.64: a removed empire returns where a Magnate would arise, as an Independent.', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('Its new court.'),
    leader: LeaderSchema.describe('Its leader, from a 3-3-3 stature check.'),
    gold: z.literal(REBORN_GOLD).describe('Its gold: 6.'),
  }),
] as const;
