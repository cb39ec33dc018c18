import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@empires/contracts';
import type { Database } from '@empires/database';
import { Projector } from './projector';
import { ReadStore } from './read-store';
import { DiceRaceGame, registry } from './testing/dice-race-game';
import { freshReadModels } from './testing/read-models-db';

describe('ReadStore: a game’s events from its runs', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const game = DiceRaceGame.started(['alice', 'bob'], 30);

  beforeAll(async () => {
    ({ db, drop } = await freshReadModels());
    game.rollUntilOver();
    // Batches of 1, 2, 3, ... events: runs of those lengths.
    const projector = new Projector(db, registry);
    for (let at = 0, size = 1; at < game.events.length; at += size, size++)
      await projector.apply(game.events.slice(at, at + size));
  });
  afterAll(() => drop());

  it('stores the game as several runs', async () => {
    const [{ runs }] = await db.query(`SELECT count(*)::int AS runs FROM game_event_runs`);
    expect(runs).toBeGreaterThan(3);
  });

  it('reads any range, starting and ending inside or at the edge of a run', async () => {
    const store = new ReadStore(db);
    const seqs = game.events.map((e) => e.seq);
    for (const after of [0, 1, 2, 4, 5, 9, seqs.length - 1, seqs.length]) {
      for (const limit of [1, 2, 3, 7, 100]) {
        const read = await store.eventsAfter(game.gameId, after, limit);
        expect(read).toEqual(game.events.slice(after, after + limit));
      }
    }
    for (const upTo of [0, 1, 3, 6, seqs.length])
      expect(await store.eventsUpTo(game.gameId, upTo)).toEqual(game.events.slice(0, upTo));
  });
});

describe('ReadStore: a seat a stand-in bot plays for its player', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const game = DiceRaceGame.started(['dora', 'ed']);
  const standIn = { kind: 'bot', policy: 'random', standingInFor: 'ed', until: 'game' } as const;

  beforeAll(async () => {
    ({ db, drop } = await freshReadModels());
    const last = game.events[game.events.length - 1];
    // The event the engine's clock writes when ed runs out of time.
    const takenOver: EventEnvelope = {
      ...last,
      eventId: randomUUID(),
      seq: last.seq + 1,
      type: 'SeatTakenOver',
      payload: { type: 'SeatTakenOver', seat: 1, holder: standIn },
    };
    await new Projector(db, registry).apply([...game.events, takenOver]);
  });
  afterAll(() => drop());

  it("is summarised with the player it stands in for, and lists the game among the player's", async () => {
    const store = new ReadStore(db);
    expect((await store.summary(game.gameId))?.seats).toEqual([
      { seat: 0, kind: 'player', playerId: 'dora' },
      { seat: 1, kind: 'bot', policy: 'random', standingInFor: 'ed' },
    ]);
    const listed = await store.list({ playerId: 'ed' }, 10);
    expect(listed.items.map((g) => g.gameId)).toEqual([game.gameId]);
  });
});
