import { EmpiresClient, isCode, verifyGame } from '@empires/client';
import { Dice } from '@empires/rules-kernel';
import { fixtureRulesets, waitFor } from '@empires/testing';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { playOut, sessionsOf, startTogether } from './support/sdk-play';

/** The SDK (`libs/client`) against the real stack: sessions, moves, conflicts, reconnects, verification. */
describe('the TypeScript SDK', () => {
  let s: GatewayStack;
  const options = () => ({
    url: `http://127.0.0.1:${s.gateway.port}`,
    webSocketImpl: WebSocket,
    rulesets: fixtureRulesets,
  });
  const clients: EmpiresClient[] = [];
  const register = async (name: string) => {
    const client = await EmpiresClient.register(name, options());
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    s = await gatewayStack();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await s?.close();
  });

  it("plays a game through sessions whose views equal the server's, and verifies its dice", async () => {
    const [ann, ben] = await Promise.all([register('ann'), register('ben')]);
    const game = await startTogether('dice-race', [ann, ben], { target: 15 });
    const { gameId } = game;
    const sessions = await sessionsOf([ann, ben], game);
    expect(sessions.map((x) => x.seat)).toEqual([0, 1]);
    await playOut(sessions, Dice.fromSeed(1));
    await Promise.all(sessions.map((x) => x.waitFor((y) => y.events.at(-1)?.type === 'SeedRevealed', 10_000)));
    for (const [i, client] of [ann, ben].entries()) {
      const server = await client.view(gameId, sessions[i].version);
      expect(sessions[i].view()).toEqual(server.view);
    }
    const events = await ann.allEvents(gameId);
    const registry = clients[0].registry;
    const verified = await verifyGame(events, registry);
    expect(verified).toMatchObject({ ok: true, seedMatchesHash: true, problems: [] });
    expect(verified.decisions).toBeGreaterThan(3);
    const rolled = events.findIndex((e) => e.type === 'Rolled');
    const altered = events.map((e, i) =>
      i === rolled
        ? { ...e, payload: { ...(e.payload as object), die: ((e.payload as { die: number }).die % 6) + 1 } }
        : e,
    );
    expect((await verifyGame(altered, registry)).ok).toBe(false);
    await Promise.all(sessions.map((x) => x.close()));
  });

  it('sees no VERSION_CONFLICT in 50 games where every seat bids at once on the version it saw', async () => {
    const players = await Promise.all(['cat', 'dan', 'eli'].map(register));
    let conflicts = 0;
    let moves = 0;
    for (let game = 0; game < 50; game++) {
      const opened = await startTogether('sealed-bids', players, { target: 2 });
      const { gameId } = opened;
      const sessions = await sessionsOf(players, opened);
      while (sessions[0].status === 'playing') {
        const seen = sessions[0].version;
        await Promise.all(sessions.map((x) => x.waitFor((y) => y.version >= seen, 10_000)));
        const results = await Promise.allSettled(
          sessions.map((x, seat) =>
            players[seat].submitAction({
              gameId,
              seat,
              action: { type: 'Bid', amount: 1 + ((game + seat) % 9) },
              expectedVersion: seen,
            }),
          ),
        );
        moves += results.length;
        conflicts += results.filter((r) => r.status === 'rejected' && isCode(r.reason, 'VERSION_CONFLICT')).length;
        const refused = results.find((r) => r.status === 'rejected');
        if (refused && !isCode((refused as PromiseRejectedResult).reason, 'VERSION_CONFLICT'))
          throw (refused as PromiseRejectedResult).reason;
        const version = Math.max(...results.map((r) => (r.status === 'fulfilled' ? r.value.version : 0)));
        await Promise.all(sessions.map((x) => x.waitFor((y) => y.version >= version, 10_000)));
      }
      await Promise.all(sessions.map((x) => x.close()));
    }
    expect({ moves, conflicts }).toEqual({ moves: expect.any(Number), conflicts: 0 });
    expect(moves).toBeGreaterThanOrEqual(50 * 2 * 3);
  });

  it('resumes after its connection drops, from the last seq it had: no event missed, none twice', async () => {
    const [fay, gus] = await Promise.all([register('fay'), register('gus')]);
    const game = await startTogether('dice-race', [fay, gus], { target: 40 });
    const { gameId } = game;
    const sessions = await sessionsOf([fay, gus], game);
    const dice = Dice.fromSeed(7);
    const roll = async () => {
      const x = sessions.find((y) => y.seat !== undefined && y.toAct().includes(y.seat));
      if (x) await x.submit({ type: 'Roll' });
      const version = Math.max(...sessions.map((y) => y.version));
      await Promise.all(sessions.map((y) => y.waitFor((z) => z.version >= version, 10_000)));
    };
    for (let i = 0; i < 4; i++) await roll();
    await gus.transport.close(); // the socket drops; gus's session resumes on a new one
    for (let i = 0; i < 4 + dice.int(0, 2); i++) await roll();
    await playOut(sessions, dice);
    await sessions[1].waitFor((x) => x.events.at(-1)?.type === 'SeedRevealed', 10_000);
    const seqs = sessions[1].events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    // The server's answer comes from history, which may be a few events behind the session for a moment.
    const last = sessions[1].version;
    await waitFor(async () => (await gus.game(gameId)).version === last, 10_000, `history to reach ${last}`);
    expect(sessions[1].view()).toEqual((await gus.view(gameId)).view);
    await Promise.all(sessions.map((x) => x.close()));
  });
});
