import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TournamentView, WebhookView } from '@empires/contracts';
import { uniqueName, waitFor } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { webhookReceivers } from '../testing/webhook-receivers';
import { WebhookDispatcher } from './webhook-dispatcher';

describe('the webhook dispatcher', () => {
  let mm: TestMatchmaking;
  const receivers = webhookReceivers();
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());

  const organizer = uniqueName('org');
  async function hook(url: string): Promise<WebhookView> {
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Hooked', ruleset: 'dice-race', format: 'swiss', rounds: 1 },
    });
    return mm.ok<WebhookView>(organizer, { type: 'RegisterTournamentWebhook', payload: { tournamentId, url } });
  }
  /** Queues deliveries to a hook, in this order; answers their ids. */
  async function queue(h: WebhookView, count = 1): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(randomUUID());
      await mm.db.query(
        `INSERT INTO webhook_deliveries (delivery_id, hook_id, tournament_id, milestone, body) VALUES ($1, $2, $3, 'registration-opened', '{}')`,
        [ids[i], h.hookId, h.tournamentId],
      );
    }
    return ids;
  }
  /** A receiver that takes requests and never answers them, until it is closed. */
  async function hanging(): Promise<{ url: string; requests: () => number; close: () => void }> {
    let requests = 0;
    const server = createServer(() => (requests += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const close = () => {
      server.close();
      server.closeAllConnections();
    };
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests: () => requests, close };
  }

  it("holds up only the hook whose receiver hangs: another hook's delivery goes at once", async () => {
    const slow = await hanging();
    await queue(await hook(slow.url), 3);
    const fast = await receivers.open();
    const fastHook = await hook(fast.url);
    const dispatcher = new WebhookDispatcher(mm.db, { allowPrivate: true, idleMs: 50, timeoutMs: 5_000 });
    dispatcher.start();
    try {
      await waitFor(() => slow.requests() === 1, 5_000, 'the hanging receiver to be posted to');
      await queue(fastHook);
      dispatcher.wake();
      await waitFor(() => fast.got.length === 1, 2_000, "the other hook's delivery while the first hangs");
    } finally {
      slow.close();
      await dispatcher.stop();
    }
  }, 30_000);

  it('sends a hook one delivery at a time, claimed for longer than an attempt may take: another instance sends none of its others meanwhile', async () => {
    const slow = await hanging();
    const h = await hook(slow.url);
    await queue(h, 3);
    const timeoutMs = 120_000;
    const sending = new WebhookDispatcher(mm.db, { allowPrivate: true, timeoutMs }).sendDue();
    try {
      await waitFor(() => slow.requests() === 1, 5_000, 'the hanging receiver to be posted to');
      expect(await new WebhookDispatcher(mm.db, { allowPrivate: true, timeoutMs }).sendDue()).toBe(0);
      expect(slow.requests()).toBe(1);
      const claims = await mm.db.query<{ claimed_ms: number }>(
        `SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS claimed_ms FROM webhook_deliveries
          WHERE hook_id = $1 AND next_attempt_at > now()`,
        [h.hookId],
      );
      expect(claims).toHaveLength(1);
      expect(Number(claims[0].claimed_ms)).toBeGreaterThan(timeoutMs);
    } finally {
      slow.close();
      await sending;
    }
  }, 30_000);

  it("keeps a hook's order through a retry: a later delivery waits while an earlier one is tried again", async () => {
    const r = await receivers.open(1);
    const [first, second] = await queue(await hook(r.url), 2);
    const dispatcher = new WebhookDispatcher(mm.db, { allowPrivate: true, idleMs: 50 });
    dispatcher.start();
    try {
      await waitFor(() => r.got.length === 3, 10_000, 'both deliveries and the retry');
    } finally {
      await dispatcher.stop();
    }
    expect(r.got.map((g) => g.headers['x-empires-delivery'])).toEqual([first, first, second]);
  }, 30_000);
});
