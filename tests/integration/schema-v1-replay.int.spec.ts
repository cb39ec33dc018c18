import { openServiceDatabase, type Database } from '@empires/database';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLifecycle, upcast, type EventEnvelope } from '@empires/contracts';
import { evolveGame, noGame, verifyGame, type GameState } from '@empires/engine-core';
import { engineDatabase, EventStore, toEnvelope } from '@empires/eventstore';
import { historyDatabase, Projector, ReadStore } from '@empires/read-models';
import { rulesetRegistry } from '@empires/rulesets';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { fold, standingsOf, type TournamentEvent } from '@empires/tournaments';
import type { z } from 'zod';

/**
 * Streams recorded before the events were renamed (`tests/fixtures/schema-v1`) replay through
 * today's code: every reader upcasts what it reads, and the rules decide every move again to
 * the same events.
 */
const fixtures = join(__dirname, '../fixtures/schema-v1');
const recorded = (file: string): EventEnvelope[] =>
  readFileSync(join(fixtures, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as EventEnvelope);

const registry = rulesetRegistry();
const games = ['risk-empires.v1.ndjson', 'warlords.v1.ndjson', 'medieval.v1.ndjson'];
const oldName = /^(game|table|queue|tournament)\./;

const foldAll = (events: readonly EventEnvelope[]): GameState =>
  events.reduce<GameState>((state, e) => evolveGame(registry, state, e), noGame);

describe.each(games)('the game recorded in %s', (file) => {
  const v1 = recorded(file);
  const events = v1.map(upcast);

  it('was written under the old names, and reads under the new ones only', () => {
    expect(v1.some((e) => oldName.test(e.type))).toBe(true);
    expect(events.filter((e) => oldName.test(e.type) || oldName.test((e.payload as { type: string }).type))).toEqual(
      [],
    );
    expect(events.map((e) => e.type).filter(isLifecycle)).toEqual([
      'GameCreated',
      'SeatTaken',
      'SeatLeft',
      'SeatTaken',
      'GameStarted',
      'GameFinished',
      'SeedRevealed',
    ]);
  });

  it('folds to the outcome it recorded, and every move decided again gives the recorded events', () => {
    const state = foldAll(events);
    expect(state.status).toBe('finished');
    const finished = events.find((e) => e.type === 'GameFinished')!;
    expect(state.outcome).toEqual((finished.payload as { outcome: unknown }).outcome);
    const secret = (events.at(-1)!.payload as { secret: string }).secret;
    expect(verifyGame(registry, events, secret)).toEqual([]);
  });

  it("fits today's schemas where its ruleset declares them: every ruleset event, and every move as recorded", () => {
    const schemas = registry.find(events[0].ruleset)?.schemas;
    const misfits = (schema: z.ZodType | undefined, values: unknown[]) =>
      schema ? values.filter((v) => !schema.safeParse(v).success) : [];
    const played = events.filter((e) => !isLifecycle(e.type));
    expect(played.length).toBeGreaterThan(50);
    expect(
      misfits(
        schemas?.events,
        played.map((e) => e.payload),
      ),
    ).toEqual([]);
    expect(
      misfits(
        schemas?.commands,
        played.flatMap((e) => (e.command as { action?: unknown } | undefined)?.action ?? []),
      ),
    ).toEqual([]);
  });

  it('is still checked: the same stream with one recorded move altered fails verification', () => {
    const at = events.findIndex((e) => e.command !== undefined && e.type !== 'GameFinished');
    const altered = events.map((e, i) =>
      i === at ? { ...e, payload: { ...(e.payload as object), altered: true } } : e,
    );
    const secret = (events.at(-1)!.payload as { secret: string }).secret;
    expect(verifyGame(registry, altered, secret)).not.toEqual([]);
  });
});

describe('old streams kept in the services', () => {
  let engineDb: Database;
  let history: Database;
  const schema = uniqueName('engine_v1');
  const historySchema = uniqueName('history_v1');

  beforeAll(async () => {
    engineDb = await openServiceDatabase(engineDatabase(testDatabaseUrl(), schema));
    history = await openServiceDatabase(historyDatabase(testDatabaseUrl(), historySchema));
  });

  afterAll(async () => {
    await engineDb.query(`DROP SCHEMA "${schema}" CASCADE`);
    await engineDb.close();
    await history.query(`DROP SCHEMA "${historySchema}" CASCADE`);
    await history.close();
  });

  it("the engine's event store reads a stream stored under version 1 as today's events, and folds it to its end", async () => {
    const v1 = recorded('aborted.v1.ndjson');
    const store = new EventStore(engineDb);
    await store.append([
      {
        streamId: v1[0].streamId,
        kind: 'game',
        expectedVersion: 0,
        events: v1.map((e, i) => ({
          eventId: randomUUID(),
          type: e.type,
          payload: e.payload,
          // The oldest rows did not record their version at all.
          metadata: i === 0 ? { ruleset: e.ruleset } : { ruleset: e.ruleset, schemaVersion: 1 },
          occurredAt: e.occurredAt,
        })),
      },
    ]);
    const read = (await store.readStream(v1[0].streamId)).map(toEnvelope);
    expect(read.map((e) => e.type)).toEqual(v1.map(upcast).map((e) => e.type));
    expect(read.every((e) => e.schemaVersion === 2)).toBe(true);
    const state = read.reduce<GameState>((s, e) => evolveGame(registry, s, e), noGame);
    expect(state.status).toBe('aborted');
  });

  it("history projects a version-1 stream from the topic and serves it under today's names", async () => {
    const v1 = recorded('risk-empires.v1.ndjson');
    const result = await new Projector(history, registry).apply(
      v1,
      v1.map((e) => JSON.stringify(e)),
    );
    expect(result.problems).toEqual([]);
    const store = new ReadStore(history);
    expect((await store.summary(v1[0].streamId))?.status).toBe('finished');
    const served = await store.eventsAfter(v1[0].streamId, 0, 10_000);
    expect(served.map((e) => e.type)).toEqual(v1.map(upcast).map((e) => e.type));
    const [{ n }] = await history.query(
      `SELECT count(*)::int AS n FROM game_events WHERE game_id = $1 AND type LIKE 'game.%'`,
      [v1[0].streamId],
    );
    expect(n).toBe(0);
  });
});

describe('a tournament recorded under version 1', () => {
  it('folds to the champion and standings it recorded', () => {
    const events = recorded('tournament.v1.ndjson').map(upcast);
    const state = fold(events.map((e) => e.payload as TournamentEvent));
    expect(state.status).toBe('finished');
    const finished = events.at(-1)!.payload as Extract<TournamentEvent, { type: 'TournamentFinished' }>;
    expect(finished.type).toBe('TournamentFinished');
    expect(standingsOf(state)).toEqual(finished.standings);
  });

  it('queue and table events read under their new names', () => {
    expect(recorded('matchmaking.v1.ndjson').map((e) => upcast(e).type)).toEqual([
      'QueueJoined',
      'QueueLeft',
      'MatchFound',
      'RatingUpdated',
      'TableCreated',
      'TableSeatTaken',
      'TableBotAdded',
      'TableStarted',
    ]);
  });
});
