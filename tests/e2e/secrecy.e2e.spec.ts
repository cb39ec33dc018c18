import { EmpiresClient, isCode, type GameSession } from '@empires/client';
import { fixtureRulesets } from '@empires/testing';
import WebSocket from 'ws';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';
import { startTogether } from './support/sdk-play';

/** What tells two games apart whatever they hold: their ids, their dice seeds' hashes, the commands' ids and the clock. */
const IDENTITY = new Set(['eventId', 'gameId', 'id', 'seedHash', 'occurredAt', 'causationId', 'correlationId']);
const shape = (x: unknown, gameId: string): string =>
  JSON.stringify(x, (key, value: unknown) => (IDENTITY.has(key) ? undefined : value === gameId ? '<game>' : value));

/**
 * Two games through the whole stack that differ only in one seat's sealed bid: another seat and a
 * spectator get the same subscription, events, view, legal actions and errors from both until the
 * bids are revealed; once the games are over both are given whole and tell them apart.
 */
describe('secrecy through the gateway', () => {
  let s: GatewayStack;
  const clients: EmpiresClient[] = [];
  const sessions: GameSession[] = [];

  beforeAll(async () => {
    s = await gatewayStack();
  });
  afterAll(async () => {
    await Promise.all(sessions.map((x) => x.close()));
    await Promise.all(clients.map((c) => c.close()));
    await s?.close();
  });

  const register = async (name: string) => {
    const client = await EmpiresClient.register(name, {
      url: `http://127.0.0.1:${s.gateway.port}`,
      webSocketImpl: WebSocket,
      rulesets: fixtureRulesets,
    });
    clients.push(client);
    return client;
  };

  const started = async (players: EmpiresClient[]) =>
    (await startTogether('sealed-bids', players, { target: 1 })).gameId;

  it('a seat and a spectator cannot tell apart two games that differ in another seat’s sealed bid, until it is revealed', async () => {
    const [ann, ben, cy, dee] = await Promise.all(['ann', 'ben', 'cy', 'dee'].map(register));
    const games = [await started([ann, ben, cy]), await started([ann, ben, cy])];
    const follow = async (client: EmpiresClient, gameId: string) => {
      const session = await client.session(gameId);
      sessions.push(session);
      return session;
    };
    const seat = await Promise.all(games.map((id) => follow(ben, id)));
    const spectator = await Promise.all(games.map((id) => follow(dee, id)));
    expect([seat[0].seat, spectator[0].seat]).toEqual([1, undefined]);

    const bids = [3, 7];
    const versions = await Promise.all(
      games.map((gameId, g) => ann.submitAction({ gameId, seat: 0, action: { type: 'Bid', amount: bids[g] } })),
    );
    await Promise.all(
      [...seat, ...spectator].map((x, i) => x.waitFor((y) => y.version >= versions[i % 2].version, 10_000)),
    );

    const alike = async (what: string, read: (gameId: string) => Promise<unknown>) => {
      const [a, b] = await Promise.all(games.map(read));
      expect({ what, shape: shape(b, games[1]) }).toEqual({ what, shape: shape(a, games[0]) });
    };
    await alike("the seat's subscription", async (id) => seat[games.indexOf(id)].events);
    await alike("the spectator's subscription", async (id) => spectator[games.indexOf(id)].events);
    await alike("the seat's events", (id) => ben.allEvents(id));
    await alike("the spectator's events", (id) => dee.allEvents(id));
    await alike("the seat's view", (id) => ben.view(id));
    await alike("the spectator's view", (id) => dee.view(id));
    await alike("the seat's legal actions", (id) => ben.legalActions(id, 1));
    const refusal = (id: string) =>
      ben.submitAction({ gameId: id, seat: 0, action: { type: 'Bid', amount: 1 } }).then(
        () => 'accepted',
        (e: unknown) => (isCode(e, 'FORBIDDEN') ? 'FORBIDDEN' : String(e)),
      );
    await alike("the seat's error", refusal);
    const sealed = (events: readonly { type: string; payload: unknown }[]) =>
      events.flatMap((e) => (e.type === 'BidSealed' ? [(e.payload as { amount: number }).amount] : []));
    expect(sealed(spectator[0].events)).toEqual([0]);

    // The others bid alike; the bids are revealed together and the game is over: every event is given whole.
    for (const gameId of games) {
      await ben.submitAction({ gameId, seat: 1, action: { type: 'Bid', amount: 5 } });
      await cy.submitAction({ gameId, seat: 2, action: { type: 'Bid', amount: 5 } });
    }
    await Promise.all(spectator.map((x) => x.waitFor((y) => y.events.at(-1)?.type === 'SeedRevealed', 10_000)));
    const whole = await Promise.all(games.map((id) => dee.allEvents(id)));
    expect(whole.map((events) => sealed(events)[0])).toEqual(bids);
  });
});
