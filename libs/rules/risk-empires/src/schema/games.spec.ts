import { schemaSuite } from '@empires/rules-kernel/testing';
import { riskEmpires as R } from '../ruleset';
import type { RiskState } from '../state';
import { randomGame } from '../testing/random-game';
import { rareMoves } from '../testing/rare-events';
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

describe('the risk-empires schemas hold for everything the rules write, offer and show', () => {
  schemaSuite({
    ruleset: R,
    schemas: {
      commands: riskCommandSchema,
      legalActions: riskLegalActionSchema,
      events: riskEventSchema,
      view: riskViewSchema,
    },
    games,
    rare: rareMoves(),
    seatsOf: (s) => s.seats,
    atLeast: { events: 10_000, redacted: 1_000 },
    refusesNothingPlayable: true,
    mutatedViews: (played) => {
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
      return views.map((v) => [riskViewSchema, v] as const);
    },
  });
});
