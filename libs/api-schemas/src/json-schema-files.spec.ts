import { createHash } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { simulateGame } from '@empires/engine-core';
import { Dice, sampleAction, type AnyRuleset, type Viewer } from '@empires/rules-kernel';
import { rulesetRegistry } from '@empires/rulesets';
import Ajv2020 from 'ajv/dist/2020';

/**
 * The checked-in JSON Schema files themselves (what a client in any language validates against),
 * read by a JSON Schema 2020-12 validator of their own, against games played by the decider.
 */
const root = join(__dirname, '../../..');
const registry = rulesetRegistry();
const GAMES = 40;

const ajv = new Ajv2020({ strict: false, allErrors: false });
const validator = (ruleset: string, file: string) => {
  const path = join(root, 'docs/schemas', ruleset, file);
  return existsSync(path) ? ajv.compile(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
};

/** A copy of an event with one field broken: a number made text, or text made a number. */
function broken(payload: Record<string, unknown>): Record<string, unknown> | undefined {
  const key = Object.keys(payload).find(
    (k) => k !== 'type' && ['number', 'string', 'boolean'].includes(typeof payload[k]),
  );
  if (!key) return undefined;
  const value = payload[key];
  return { ...payload, [key]: typeof value === 'string' ? 12345 : String(value) };
}

const declaring = registry.latest().filter((r) => r.schemas.events && r.schemas.commands && r.schemas.view);

describe.each(declaring.map((r): [string, AnyRuleset] => [r.id, r]))('%s: its JSON Schema files', (id, ruleset) => {
  const events = validator(id, 'events.schema.json')!;
  const commands = validator(id, 'commands.schema.json')!;
  const legal = validator(id, 'legal-actions.schema.json')!;
  const view = validator(id, 'view.schema.json')!;
  const options = validator(id, 'options.schema.json')!;
  const secret = '00112233445566778899aabbccddeeff';
  const limit = 'roundLimit' in (ruleset.defaultOptions as object) ? { roundLimit: 2 } : {};
  const games = Array.from({ length: GAMES }, (_, g) =>
    simulateGame({
      registry,
      ruleset,
      gameId: `g${g}`,
      seats: ruleset.seats.min + (g % (Math.min(ruleset.seats.max, 6) - ruleset.seats.min + 1)),
      options: { ...(ruleset.defaultOptions as object), ...limit },
      secret: secret.slice(g % 8) + secret.slice(0, g % 8),
      seedHash: createHash('sha256').update(secret).digest('hex'),
      playerSeed: g,
      maxCommands: 20_000,
      now: () => '2026-11-25T00:00:00.000Z',
    }),
  );

  it(`takes every event of ${GAMES} games, in full and as each viewer receives it, and refuses a broken copy`, () => {
    let checked = 0;
    let refused = 0;
    for (const game of games) {
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: game.envelopes.length && 2 }, (_, s) => s)];
      for (const e of game.envelopes) {
        const payload = e.payload as Record<string, unknown>;
        expect([e.type, events(payload) || events.errors]).toEqual([e.type, true]);
        for (const viewer of viewers) {
          const seen =
            e.type.startsWith('Game') || e.type.startsWith('Seat') ? payload : ruleset.redact(payload, viewer);
          if (seen !== null) expect([e.type, viewer, events(seen) || events.errors]).toEqual([e.type, viewer, true]);
        }
        const wrong = broken(payload);
        if (wrong) {
          expect([e.type, events(wrong)]).toEqual([e.type, false]);
          refused++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(GAMES * 10);
    expect(refused).toBeGreaterThan(GAMES);
  });

  it('takes every view, legal action and sampled command along the way, and the default options', () => {
    expect(options(ruleset.defaultOptions) || options.errors).toBe(true);
    const dice = Dice.fromSeed(3);
    for (const game of games.slice(0, 10)) {
      let state = ruleset.initialState;
      for (const e of game.envelopes) {
        if (
          e.seq === 1 ||
          [
            'GameCreated',
            'SeatTaken',
            'SeatLeft',
            'GameStarted',
            'GameFinished',
            'GameAborted',
            'SeedRevealed',
          ].includes(e.type)
        )
          continue;
        state = ruleset.evolve(state, e.payload);
      }
      for (const viewer of ['spectator', 0, 1] as Viewer[])
        expect(view(ruleset.view(state, viewer)) || view.errors).toBe(true);
    }
    let offered = 0;
    for (const game of games.slice(0, 5)) {
      let state = ruleset.initialState;
      for (const e of game.envelopes) {
        if (!ruleset.schemas.events!.safeParse(e.payload).success) continue;
        state = ruleset.evolve(state, e.payload);
        for (const seat of ruleset.toAct(state)) {
          for (const action of ruleset.legalActions(state, seat).slice(0, 5)) {
            expect(legal(action) || legal.errors).toBe(true);
            expect(commands(sampleAction(action, dice)) || commands.errors).toBe(true);
            offered++;
          }
        }
      }
    }
    expect(offered).toBeGreaterThan(50);
    expect(commands({ type: 'NoSuchCommand' })).toBe(false);
  });
});
