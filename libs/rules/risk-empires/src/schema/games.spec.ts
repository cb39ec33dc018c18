import {
  acceptedChanges,
  declaredTypes,
  Dice,
  firstOfEachType,
  moveSchemaFailures,
  offeredActions,
  playableRefusals,
  redactedCopies,
  redactedGameCopies,
  samplesOfEachType,
  schemaFailures,
  typesMet,
  viewsThroughGame,
} from '@empires/rules-kernel';
import type { RiskCommand } from '../commands';
import type { RiskEvent } from '../events';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';
import { randomGame } from '../testing/random-game';
import { rareMoves, type Played } from '../testing/rare-events';
import { riskCommandSchema, riskLegalActionSchema } from './commands';
import { riskEventSchema } from './events';
import { riskViewSchema } from './view';

/**
 * 40 random games of 2 to 6 seats (every set-up, a few rounds each) and the moves such games
 * almost never reach (Air Drop, Nuke, an elimination, a reshuffled deck): everything the rules
 * write, offer or show must be what the schemas declare.
 */
const games = Array.from({ length: 40 }, (_, g) => {
  const setup = (['standard', 'byChoice', 'dealt'] as const)[g % 3];
  const options = { roundLimit: g % 8 === 0 ? 8 : 2 + (g % 4), setup, armyStock: g % 7 ? 100 : 40 };
  return randomGame(2 + (g % 5), 4000 + g, options, 300);
});
const played: Played[] = [...games.flatMap((game) => game.steps), ...rareMoves()];
const events: RiskEvent[] = [...games.flatMap((game) => game.opening), ...played.flatMap((p) => p.events)];

describe('the risk-empires schemas hold for everything the rules write, offer and show', () => {
  it('every event, as written and as redacted for every seat and a spectator, is one the events schema declares', () => {
    const redacted = [
      ...games.flatMap((game) => redactedGameCopies(R, game)),
      ...rareMoves().flatMap((m) => m.events.flatMap((e) => redactedCopies(R, e, 3))),
    ];
    expect(events.length).toBeGreaterThan(10_000);
    expect(redacted.length).toBeGreaterThan(1_000);
    expect(schemaFailures(riskEventSchema, [...events, ...redacted])).toEqual([]);
  });

  it('meets every event and every command the schemas declare at least once', () => {
    expect(typesMet(events)).toEqual(declaredTypes(riskEventSchema));
    expect(typesMet(played.map((p) => p.command))).toEqual(declaredTypes(riskCommandSchema));
  });

  it('every command played and every legal action offered fit, and so does each action with its ranges sampled', () => {
    const dice = Dice.fromSeed(5);
    const offered = offeredActions<RiskState, RiskCommand>(
      R,
      played.map((p) => p.before),
    );
    expect(offered.length).toBeGreaterThan(5_000);
    const schemas = { commands: riskCommandSchema, legalActions: riskLegalActionSchema };
    const commands = played.map((p) => p.command);
    expect(moveSchemaFailures(schemas, commands, offered, dice)).toEqual({ played: [], offered: [], sampled: [] });
  });

  it('refuses no command the rules would play: each changed copy of a move it refuses, the rules refuse too (but an unknown key, which they ignore)', () => {
    const dice = Dice.fromSeed(9);
    const moves = firstOfEachType(played.map((p) => ({ ...p, type: p.command.type })));
    const playable = playableRefusals(R, riskCommandSchema, moves, dice);
    expect(moves).toHaveLength(riskCommandSchema.options.length);
    expect(playable).toEqual([]);
  });

  it('every view, for every seat and a spectator, at points through each game, is one the view schema declares', () => {
    const views = games.flatMap((game) => viewsThroughGame(R, game, game.seats));
    expect(schemaFailures(riskViewSchema, views)).toEqual([]);
  });

  it('refuses a copy of any of them with one field of the wrong type, out of range, left out, or an unknown key added', () => {
    const states = played.map((p) => p.before);
    // A failed parse of a whole view costs milliseconds: one view per nested part, seen by a
    // spectator so that hidden cards (-1) are mutated too, and the end for a seat.
    const busy = [
      states.find((s) => (s.trade?.offers.length ?? 0) > 0),
      states.find((s) => s.attack?.occupy),
      states.find((s) => s.attack?.battle?.asking),
    ] as RiskState[];
    expect(busy.every(Boolean)).toBe(true);
    const views = [...busy.map((s) => R.view(s, 'spectator')), R.view(games[0].final, 0)];
    const samples = [
      ...samplesOfEachType(
        R,
        { commands: riskCommandSchema, events: riskEventSchema },
        played.map((p) => p.command),
        events,
      ),
      ...views.map((v) => [riskViewSchema, v] as const),
    ];
    const lax = acceptedChanges(samples);
    expect(lax).toEqual([]);
  });
});
