import { randomUUID } from 'node:crypto';
import type { MatchmakingRequest } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { handleRequests } from './handle-batch';

describe('queue requests answered a batch at a time', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()));
  afterAll(() => mm.drop());

  const as = (playerId: string, commandId: string = randomUUID()) => ({
    commandId,
    actor: { kind: 'player' as const, playerId },
    name: playerId,
  });
  const join = (playerId: string, commandId?: string): MatchmakingRequest => ({
    type: 'JoinQueue',
    payload: { ruleset: 'dice-race', players: 2 },
    ...as(playerId, commandId),
  });
  const leave = (playerId: string, commandId?: string): MatchmakingRequest => ({
    type: 'LeaveQueue',
    payload: { ruleset: 'dice-race' },
    ...as(playerId, commandId),
  });
  const batch = (requests: readonly MatchmakingRequest[]) => handleRequests(mm.db, mm.store, mm.ctx, requests);
  const waiting = async (ids: readonly string[]) =>
    (
      await mm.db.query<{ player_id: string }>(`SELECT player_id FROM queue WHERE player_id = ANY($1) ORDER BY 1`, [
        ids,
      ])
    ).map((r) => r.player_id);
  const eventTypes = async (playerId: string) => (await mm.events(`player:${playerId}`)).map((e) => e.type);

  it('joins a player once for a request that comes twice in one batch, and answers both alike', async () => {
    const ann = uniqueName('ann');
    const request = join(ann);
    const [first, again] = await batch([request, request]);

    expect(first).toMatchObject({ ok: true, data: { ruleset: 'dice-race', players: 2 } });
    expect(again).toEqual(first);
    expect(await waiting([ann])).toEqual([ann]);
    expect(await eventTypes(ann)).toEqual(['QueueJoined']);
  });

  it('leaves out a player who joins and leaves in one batch, in that order, and keeps one who leaves and joins again', async () => {
    const [ann, ben] = [uniqueName('ann'), uniqueName('ben')];
    await batch([join(ben)]);
    const replies = await batch([join(ann), leave(ben), leave(ann), join(ben)]);

    expect(replies.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(await waiting([ann, ben])).toEqual([ben]);
    expect(await eventTypes(ann)).toEqual(['QueueJoined', 'QueueLeft']);
    expect(await eventTypes(ben)).toEqual(['QueueJoined', 'QueueLeft', 'QueueJoined']);
  });

  it('refuses one request of a batch (NOT_QUEUED, ALREADY_QUEUED) and still answers the others', async () => {
    const [ann, ben] = [uniqueName('ann'), uniqueName('ben')];
    const replies = await batch([leave(ann), join(ben), join(ben)]);

    expect(replies.map((r) => (r.ok ? 'OK' : r.code))).toEqual(['NOT_QUEUED', 'OK', 'ALREADY_QUEUED']);
    expect(await eventTypes(ann)).toEqual([]);
    expect(await eventTypes(ben)).toEqual(['QueueJoined']);
  });

  it('answers a batch delivered again after its transaction committed (a crash before the offsets were) with its first answers, changing nothing', async () => {
    const [ann, ben, cat] = [uniqueName('ann'), uniqueName('ben'), uniqueName('cat')];
    await batch([join(cat)]);
    const delivered = [join(ann), leave(ann), join(ben), leave(cat)];
    const first = await batch(delivered);
    const replayed = await batch(delivered);

    expect(replayed).toEqual(first);
    expect(await waiting([ann, ben, cat])).toEqual([ben]);
    expect(await eventTypes(ann)).toEqual(['QueueJoined', 'QueueLeft']);
    expect(await eventTypes(ben)).toEqual(['QueueJoined']);
    expect(await eventTypes(cat)).toEqual(['QueueJoined', 'QueueLeft']);
  });

  it('joins once when the same batch is delivered twice at once (to the old and the new owner of a partition)', async () => {
    const players = Array.from({ length: 5 }, () => uniqueName('p'));
    const delivered = players.map((p) => join(p));
    const [first, second] = await Promise.all([batch(delivered), batch(delivered)]);

    expect(second).toEqual(first);
    expect(first.every((r) => r.ok)).toBe(true);
    expect(await waiting(players)).toEqual([...players].sort());
    for (const p of players) expect(await eventTypes(p)).toEqual(['QueueJoined']);
  });

  it('answers other requests in their place between the queue requests', async () => {
    const ann = uniqueName('ann');
    const replies = await batch([
      join(ann),
      { type: 'QueueStatus', payload: {}, ...as(ann) },
      leave(ann),
      { type: 'QueueStatus', payload: {}, ...as(ann) },
    ]);

    expect(replies.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(replies[1]).toMatchObject({ data: [{ ruleset: 'dice-race', players: 2 }] });
    expect(replies[3]).toMatchObject({ data: [] });
  });
});
