import { variant as event } from '@empires/rules-kernel';
import { z } from 'zod';
import { YEAR_TABLES, type TableKind } from '../rules/year-tables';
import {
  Area,
  AreaOrNone,
  Band,
  Empire,
  EmpireOrNone,
  EndeavourKind,
  ER,
  ExtraGold,
  MOST_COST,
  MOST_LEVY,
  MOST_PLUNDER,
  MOST_SEAS,
  Seat,
  YearCard,
} from './fields';

/** The events of endeavours (M9–M16), Defense (M13), counter-gold (M12.2), gold and taxation (M17). */

/** The results a Year Card gives for some kinds of endeavour (M8.2, M8.3), read off the tables. */
const resultsOf = (kinds: readonly TableKind[], description: string) =>
  z
    .enum([...new Set(kinds.flatMap((k) => YEAR_TABLES[k].flatMap((row) => row.map(([result]) => result))))] as [
      string,
      ...string[],
    ])
    .describe(description);

const ENDEAVOURS: readonly TableKind[] = ['conquest', 'pillage', 'diplomacy', 'fortification', 'ruling', 'conversion'];

/** A partial-conquest marker's attacker: an empire, or 200 + a Magnate (`rules/independents-attack.ts`). */
const MAGNATE_MARKERS = 200;
const Attacker = z
  .union([Empire, z.int().min(MAGNATE_MARKERS).describe('200 + a Magnate’s index.')])
  .meta({ id: 'Attacker', description: 'Who placed a conquest marker: an empire, or 200 + a Magnate (M24.2).' });

export const Marker = z.int().min(0).meta({
  id: 'Marker',
  description: 'A partial-conquest marker (M10.2) as attacker × 256 + the base it came through.',
});

/** Gold reasons, each named for the rule that moves it. */
const GoldReason = z
  .enum([
    'crown income',
    'plunder',
    'Bounty',
    'Trade Prospers',
    'S001 33.32 funding',
    'S001 33.32 area swap',
    'S001 33.46 bid',
  ])
  .describe(
    'Why: crown income at taxation (M17.3), plunder of a Pillage (M11.3), the Bounty and Trade Prospers cards (M20.2), funding and area swaps between a seat’s empires (S001 33.32), a bid paid (33.46).',
  );

export const endeavourEvents = [
  event('EndeavourDeclared', 'An empire attempts an endeavour (M9.2 steps 1-2): cost and gold are paid.', {
    empire: Empire.describe('The acting empire.'),
    kind: EndeavourKind.describe('The endeavour.'),
    base: AreaOrNone.describe(
      'Where from: the base of an attack, the court of a Diplomacy (-1 in exile), the target of a domestic endeavour.',
    ),
    target: Area.describe('The area aimed at.'),
    gold: ExtraGold.describe('Gold added to the ER.'),
    cost: z
      .int()
      .min(0)
      .max(MOST_COST)
      .describe(
        'The cost paid (M9.1): 2 for a conquest, 0 for a pillage, each plus its seas; 1 for a Diplomacy; 0, 2, 1 for ruling, fortification, conversion.',
      ),
    seas: z
      .int()
      .min(0)
      .max(MOST_SEAS)
      .describe(
        'Sea areas crossed by an attack, or on the line of communication to a domestic target (M9.4: two or more adjust the ER).',
      ),
    defender: EmpireOrNone.describe(
      'The owner of an attacked area, who may defend; -1 for other endeavours or an unowned target.',
    ),
    cancel: z
      .literal(true)
      .optional()
      .describe('M10.6: made to remove a marker that came through the target; present only when so.'),
    boost: z
      .literal(true)
      .optional()
      .describe('Able Minister or Mercenaries played with it (M20.1.3): present only when so.'),
  }),
  event(
    'CounterGoldAwaited',
    'M12.2: the owner of the Diplomacy target, run by another seat, may spend counter-gold (CounterGold).',
    {
      empire: Empire.describe('The owner of the target.'),
      seat: Seat.describe('The seat asked.'),
    },
  ),
  event('CounterGoldPaid', 'M12.2: counter-gold paid, each gold −1 to the Diplomacy’s ER.', {
    empire: Empire.describe('The empire paying.'),
    gold: ExtraGold.describe('The counter-gold, 0 to 20.'),
  }),
  event(
    'DefenseAwaited',
    'M13: the owner of the attacked area, run by a seat, may defend (Defend or DeclineDefense).',
    {
      empire: Empire.describe('The defending empire.'),
      seat: Seat.describe('The seat asked.'),
    },
  ),
  event(
    'DefenseDeclared',
    'M13: the owner defends, paying 2 gold and extra gold; an Independent with a Year Card and 2 gold always does (S001 33.23).',
    {
      empire: Empire.describe('The defending empire.'),
      gold: ExtraGold.describe('Extra gold besides the 2.'),
      mercenaries: z
        .literal(true)
        .optional()
        .describe('Mercenaries played with the Defense (+2): present only when so.'),
    },
  ),
  event('DefenseDeclined', 'M13: the owner does not defend.', { empire: Empire.describe('The empire.') }),
  event(
    'EndeavourResolved',
    'M9.2 steps 3-4: the actor’s Year Card is turned up and read in the band of the final ER.',
    {
      empire: Empire.describe('The acting empire.'),
      kind: EndeavourKind.describe('The endeavour.'),
      target: Area.describe('The area aimed at.'),
      card: YearCard.describe('The Year Card turned up.'),
      er: ER.describe('The final ER.'),
      band: Band.describe('Its band.'),
      result: resultsOf(ENDEAVOURS, 'The result of the card in that band (M8.2).'),
    },
  ),
  event('DefenseResolved', 'M13: the defender’s Year Card is turned up and read in the band of its Defense rating.', {
    empire: Empire.describe('The defending empire.'),
    card: YearCard.describe('The Year Card turned up.'),
    rating: ER.describe('The Defense rating: Combat, fort, extra gold and cards in play.'),
    band: Band.describe('Its band.'),
    result: resultsOf(
      ['defense'],
      'H holds, X holds and costs the attacker’s base 1 SS, -D costs the area 1 SS, 0 nothing (M8.2).',
    ),
  }),
  event(
    'ConquestMarkerPlaced',
    'M10.2: one conquest result: a partial-conquest marker on the target; as many as its population (at least 1) conquer it.',
    {
      area: Area.describe('The target.'),
      attacker: Attacker.describe('The attacker.'),
      base: Area.describe('The base it came through.'),
    },
  ),
  event('ConquestMarkerRemoved', 'M10.6: a cancelling Conquest removed a marker that came through its target.', {
    area: Area.describe('The area the marker was on.'),
    marker: Marker.describe('The marker removed.'),
  }),
  event(
    'AreaConquered',
    'An area changed hands by conquest (M10.3), Diplomacy (S003 12.31) or an exile taking it as its court (M22.4a).',
    {
      area: Area.describe('The area.'),
      empire: Empire.describe('The new owner.'),
      from: EmpireOrNone.describe('The former owner, or -1.'),
      by: z.enum(['force', 'diplomacy']).describe('force: fort −1 and unrest; diplomacy: neither.'),
    },
  ),
  event('GoldChanged', 'An empire’s treasury changed.', {
    empire: Empire.describe('The empire.'),
    delta: z.int().describe('Gold gained (positive) or paid (negative).'),
    reason: GoldReason,
  }),
  event('TaxationBegan', 'M17.2: an empire opens its taxation of the turn.', {
    empire: Empire.describe('The empire.'),
  }),
  event('TaxationPostponed', 'S001 33.24D: an Independent postpones its taxation to the end of its turn.', {
    empire: Empire.describe('The empire.'),
  }),
  event('TaxLevied', 'M17.2: a levy on an area; 1 or more makes a rebellion check with the levy in its value.', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('The area.'),
    gold: z.int().min(0).max(MOST_LEVY).describe('Gold levied, 0 to max(0, SS); 0 settles the area untaxed.'),
  }),
  event('AreaPlundered', 'M17.4: an own area plundered for max(1, Pop + SS) gold.', {
    empire: Empire.describe('The empire.'),
    area: Area.describe('The area.'),
    gold: z.int().min(1).max(MOST_PLUNDER).describe('Gold gained.'),
  }),
  event('TaxationEnded', 'The taxation is over.', { empire: Empire.describe('The empire.') }),
] as const;
