import {
  declaredTypes,
  Dice,
  distinctValues,
  moveSchemaFailures,
  offeredActions,
  redactedGameCopies,
  schemaFailures,
  typesMet,
  viewersOf,
  viewsThroughGame,
} from '@empires/rules-kernel';
import { z } from 'zod';
import type { MedievalCommand } from '../commands';
import type { MedievalEvent } from '../event-types';
import { medieval as R } from '../ruleset';
import type { MedievalState } from '../state';
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
const events: MedievalEvent[] = games.flatMap((g) => [...g.opening, ...g.steps.flatMap((s) => s.events)]);

describe('the medieval schemas hold for everything the rules write, offer and show', () => {
  it('every event, as written and as redacted for every seat and a spectator, is one the events schema declares', () => {
    const redacted = games.flatMap((g) => redactedGameCopies(R, g));
    expect(events.length).toBeGreaterThan(20_000);
    expect(redacted.length).toBeGreaterThan(500);
    expect(schemaFailures(medievalEventSchema, [...events, ...redacted])).toEqual([]);
  });

  it('meets every event and every command the schemas declare at least once', () => {
    expect(typesMet(events)).toEqual(declaredTypes(medievalEventSchema));
    expect(typesMet(steps.map((s) => s.command))).toEqual(declaredTypes(medievalCommandSchema));
  });

  it('every example the command schema declares for the API pages is a command the rules accepted', () => {
    const accepted = new Set(steps.map((s) => JSON.stringify(s.command)));
    const declared = medievalCommandSchema.options.flatMap((o) => z.globalRegistry.get(o)?.examples ?? []);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((e) => !accepted.has(JSON.stringify(e)))).toEqual([]);
  });

  it('every command played and every legal action offered fit, and so does each action with its ranges sampled', () => {
    const dice = Dice.fromSeed(5);
    // Every tenth decision: a turn offers hundreds of endeavours, and each costs a legal-actions call.
    const offered = offeredActions<MedievalState, MedievalCommand>(
      R,
      steps.filter((_, i) => i % 10 === 0).map((s) => s.before),
    );
    expect(offered.length).toBeGreaterThan(5_000);
    const schemas = { commands: medievalCommandSchema, legalActions: medievalLegalActionSchema };
    const commands = steps.map((s) => s.command);
    expect(moveSchemaFailures(schemas, commands, offered, dice)).toEqual({ played: [], offered: [], sampled: [] });
  });

  it('every view, for every seat and a spectator, at points through each game, is one the view schema declares', () => {
    const views = games.flatMap((g) => viewsThroughGame(R, g, g.seats));
    // Sealed declarations shown to other seats: a parley, an asylum and a bid under way.
    const sealed = (['parley', 'asylum'] as const).map((part) => steps.find((s) => s.after[part])!.after);
    sealed.push(steps.find((s) => s.after.allianceQueue[0]?.bids)!.after);
    const seen = sealed.flatMap((s) => viewersOf(s.seats.length).map((v) => R.view(s, v)));
    expect(JSON.stringify(seen)).toContain('"sealed"');
    // Seats see the same view but for their own sealed declarations: equal views are parsed once.
    expect(schemaFailures(medievalViewSchema, distinctValues([...views, ...seen]))).toEqual([]);
  });
});
