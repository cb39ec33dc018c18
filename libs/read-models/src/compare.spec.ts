import { SCHEMA_VERSION } from '@empires/contracts';
import { engineDatabase, EventStore } from '@empires/eventstore';
import { freshSchema, type FreshSchema } from '@empires/testing';
import { compareWithEngine } from './compare';
import { Projector } from './projector';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';

describe('compareWithEngine', () => {
  let history: FreshSchema;
  let engine: FreshSchema;
  const game = DiceRaceGame.started(['alice', 'bob'], 10);

  beforeAll(async () => {
    history = await freshReadModels();
    engine = await freshSchema('engine_compare', engineDatabase);
    game.rollUntilOver();
    const events = game.events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      payload: e.payload,
      metadata: { schemaVersion: SCHEMA_VERSION },
      occurredAt: e.occurredAt,
    }));
    await new EventStore(engine.db).append([{ streamId: game.gameId, kind: 'game', expectedVersion: 0, events }]);
    const projector = new Projector(history.db, registry);
    for (let i = 0; i < game.events.length; i += 4) await projector.apply(game.events.slice(i, i + 4));
  });
  afterAll(async () => {
    await history.drop();
    await engine.drop();
  });

  it('finds the read models equal to the event store', async () => {
    expect((await compareWithEngine(history.db, engine.schema, registry)).ok).toBe(true);
  });

  it('finds stored runs that overlap, though they hold as many events as the game', async () => {
    // Runs 1-4 and 5-8 become 1-4 and 4-7: the same count of events, seq 4 twice and seq 8 missing.
    await history.db.query(`UPDATE game_event_runs SET first_seq = 4, last_seq = 7 WHERE first_seq = 5`);
    const comparison = await compareWithEngine(history.db, engine.schema, registry);
    expect(comparison.ok).toBe(false);
    expect(comparison.counts).toEqual([expect.stringContaining('with a gap or overlap')]);
  });
});
