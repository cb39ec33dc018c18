import type { z } from 'zod';
import { unboundedIntegers } from '@empires/rules-kernel';
import { medievalEventSchema } from './events';
import { medievalViewSchema } from './view';

describe('the bounds the medieval schemas declare', () => {
  it('events and views bound every whole number but what the game leaves open: rounds, gold, VP, Magnates, ties and heirs', () => {
    // The options are the options schema's, whose counts are open by design (`rounds`, `crownIncome`, ...).
    const open = (schema: z.ZodType) => unboundedIntegers(schema).filter((p) => !p.includes('/options/'));
    expect(open(medievalEventSchema)).toEqual([
      '#/$defs/GameSetUp/properties/lastRound',
      '#/$defs/RoundBegan/properties/round',
      '#/$defs/ScheduledEventHappened/properties/round',
      '#/$defs/RoundEnding/properties/round',
      '#/$defs/RoundEnded/properties/round',
      '#/$defs/Attacker/anyOf/1',
      '#/$defs/Marker',
      '#/$defs/GoldChanged/properties/delta',
      '#/$defs/Magnate',
      '#/$defs/AllianceTiesSet/properties/count',
      '#/$defs/AllianceFormed/properties/vp',
      '#/$defs/AllianceEnded/properties/vpChange',
      '#/$defs/AsylumAsked/properties/ties/items',
      '#/$defs/AsylumDecided/properties/rolls/items/properties/total',
    ]);
    expect(open(medievalViewSchema)).toEqual([
      '#/properties/round',
      '#/properties/lastRound',
      '#/$defs/Attack/properties/magnate',
      '#/$defs/AreaState/properties/magnate',
      '#/$defs/Marker',
      '#/$defs/EmpireState/properties/heirs',
      '#/$defs/EmpireState/properties/allianceTies/items',
      '#/$defs/EmpireState/properties/vpSnapshot',
      '#/$defs/Gold',
      '#/$defs/SeatState/properties/ledger',
      '#/$defs/Magnate',
      '#/$defs/Asylum/properties/ties/items',
    ]);
  });
});
