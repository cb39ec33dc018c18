import { viewersOf } from '@empires/rules-kernel';
import { schemaSuite } from '@empires/rules-kernel/testing';
import { z } from 'zod';
import { medieval as R } from '../ruleset';
import { rarePositions } from '../testing/rare-positions';
import { recordGame, type Recorded } from '../testing/recorded-play';
import { medievalCommandSchema, medievalLegalActionSchema } from './commands';
import { medievalEventSchema } from './events';
import { medievalViewSchema } from './view';

/**
 * Random games of 0 to 6 seats (a few to the end of Millennium, the others a few rounds, one in
 * the quick start, some with seats resigning) and the positions such games almost never reach
 * (allies, asylum, a contested conquest, a cancelled marker, an empire reborn): everything the
 * rules write, offer or show must be what the schemas declare.
 */
const games: Recorded[] = [
  ...Array.from({ length: 14 }, (_, g) =>
    recordGame(
      g % 7,
      7000 + g,
      {
        roundLimit: g % 5 === 0 ? 20 : 2 + (g % 3),
        ...(g % 7 === 3 ? { scenario: 'quickstart' as const } : {}),
        ...(g % 3 === 2 ? { raiders: false, magnates: false } : {}),
      },
      g % 5 === 0 ? 400 : 3000,
      g % 3 === 1 ? 0.05 : 0,
    ),
  ),
  ...rarePositions(),
];
const steps = games.flatMap((g) => g.steps);
// Sealed declarations shown to other seats: a parley, an asylum and a bid under way.
const sealed = (['parley', 'asylum'] as const).map((part) => steps.find((s) => s.after[part])!.after);
sealed.push(steps.find((s) => s.after.allianceQueue[0]?.bids)!.after);
const seen = sealed.flatMap((s) => viewersOf(s.seats.length).map((v) => R.view(s, v)));

describe('the medieval schemas hold for everything the rules write, offer and show', () => {
  schemaSuite({
    ruleset: R,
    schemas: {
      commands: medievalCommandSchema,
      legalActions: medievalLegalActionSchema,
      events: medievalEventSchema,
      view: medievalViewSchema,
    },
    games,
    seatsOf: (s) => s.seats.length,
    atLeast: { events: 20_000, redacted: 500 },
    // Every tenth decision: a turn offers hundreds of endeavours, and each costs a legal-actions call.
    offeredIn: (played) => played.filter((_, i) => i % 10 === 0).map((s) => s.before),
    moreViews: () => seen,
    // Seats see the same view but for their own sealed declarations: equal views are parsed once.
    distinctViews: true,
    refusesNothingPlayable: true,
  });

  it('every example the command schema declares for the API pages is a command the rules accepted', () => {
    const accepted = new Set(steps.map((s) => JSON.stringify(s.command)));
    const declared = medievalCommandSchema.options.flatMap((o) => z.globalRegistry.get(o)?.examples ?? []);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((e) => !accepted.has(JSON.stringify(e)))).toEqual([]);
  });

  it('shows other seats the sealed declarations of a parley, an asylum and a bid under way', () => {
    expect(JSON.stringify(seen)).toContain('"sealed"');
  });
});
