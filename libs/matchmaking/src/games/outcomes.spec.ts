import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { applyGameEvents } from './outcomes';

describe('game outcomes and ratings', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  const envelope = (
    gameId: string,
    seq: number,
    payload: { type: string; [field: string]: unknown },
  ): EventEnvelope => ({
    eventId: randomUUID(),
    streamId: gameId,
    seq,
    type: payload.type,
    ruleset: 'dice-race@1.0.0',
    payload,
    visibility: { public: true },
    causationId: 'c',
    correlationId: 'c',
    actor: { kind: 'system', service: 'engine' },
    occurredAt: new Date().toISOString(),
    schemaVersion: 2,
  });
  /** A game's first event: dice-race among these seats. */
  const gameCreated = (gameId: string, seats: readonly object[]) =>
    envelope(gameId, 1, { type: 'GameCreated', ruleset: 'dice-race@1.0.0', seats });
  const player = (playerId: string) => ({ kind: 'player', playerId });
  const ratings = (ids: readonly string[]) =>
    mm.db.query<{ player_id: string; games: number }>(
      `SELECT player_id, games FROM ratings WHERE player_id = ANY($1) ORDER BY player_id`,
      [ids],
    );

  it('rates a finished game once, however often its outcome arrives', async () => {
    const [ann, ben] = [uniqueName('ann'), uniqueName('ben')].sort();
    const gameId = uniqueName('g');
    const created = gameCreated(gameId, [player(ann), player(ben)]);
    const finished = envelope(gameId, 2, { type: 'GameFinished', outcome: { ranks: [1, 2] } });
    await applyGameEvents(mm.db, mm.store, [created, finished]);
    await applyGameEvents(mm.db, mm.store, [created, finished]);

    expect(await ratings([ann, ben])).toEqual([
      { player_id: ann, games: 1 },
      { player_id: ben, games: 1 },
    ]);
    const [winner] = await mm.db.query<{ mu: number }>(`SELECT mu FROM ratings WHERE player_id = $1`, [ann]);
    expect(winner.mu).toBeGreaterThan(25);
    expect((await mm.events(`player:${ann}`)).map((e) => e.type)).toEqual(['RatingUpdated']);
  });

  it('rates the holder of a seat at the end, not the one who left it', async () => {
    const [ann, ben, cy] = [uniqueName('ann'), uniqueName('ben'), uniqueName('cy')];
    const gameId = uniqueName('g');
    await applyGameEvents(mm.db, mm.store, [
      gameCreated(gameId, [player(ann), player(ben)]),
      envelope(gameId, 2, { type: 'SeatLeft', seat: 1 }),
      envelope(gameId, 3, { type: 'SeatTaken', seat: 1, holder: player(cy) }),
      envelope(gameId, 4, { type: 'GameFinished', outcome: { ranks: [2, 1] } }),
    ]);
    expect((await ratings([ann, ben, cy])).map((r) => r.player_id).sort()).toEqual([ann, cy].sort());
  });

  it('leaves out a bot policy that sat twice in one game, rating the rest', async () => {
    const [ann, ben] = [uniqueName('ann'), uniqueName('ben')].sort();
    const gameId = uniqueName('g');
    await applyGameEvents(mm.db, mm.store, [
      gameCreated(gameId, [
        player(ann),
        { kind: 'bot', policy: 'random' },
        player(ben),
        { kind: 'bot', policy: 'random' },
      ]),
      envelope(gameId, 2, { type: 'GameFinished', outcome: { ranks: [1, 2, 3, 4] } }),
    ]);
    expect((await ratings([ann, ben, 'bot:random'])).map((r) => r.player_id)).toEqual([ann, ben]);
  });
});
