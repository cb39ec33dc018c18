import type { EventEnvelope, TournamentView, WebhookDeliveryView, WebhookView } from '@empires/contracts';
import { uniqueName, waitFor } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { webhookReceivers } from '../testing/webhook-receivers';
import { applyTournamentResults } from '../tournaments/tournament-results';
import { destinationProblem } from './destination';
import { verifySignature } from './signature';
import { WebhookDispatcher } from './webhook-dispatcher';

describe('tournament webhooks', () => {
  let mm: TestMatchmaking;
  let dispatcher: WebhookDispatcher;
  const receivers = webhookReceivers();
  beforeAll(async () => {
    mm = await freshMatchmaking();
    dispatcher = new WebhookDispatcher(mm.db, { allowPrivate: true, idleMs: 50 });
    dispatcher.start();
  }, 30_000);
  afterAll(async () => {
    await dispatcher?.stop();
    await mm.drop();
  });

  const organizer = uniqueName('org');
  const newTournament = async () =>
    (
      await mm.ok<TournamentView>(organizer, {
        type: 'CreateTournament',
        payload: { name: 'Hooked', ruleset: 'dice-race', format: 'swiss', rounds: 1 },
      })
    ).tournamentId;
  const hook = async (tournamentId: string, url: string, milestones?: string[]) =>
    mm.ok<WebhookView>(organizer, { type: 'RegisterTournamentWebhook', payload: { tournamentId, url, milestones } });

  /** Opens, registers two players, starts, and finishes the one game: every milestone once. */
  async function playThrough(tournamentId: string) {
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (const p of [uniqueName('ann'), uniqueName('ben')])
      await mm.ok(p, { type: 'RegisterEntrant', payload: { tournamentId } });
    const started = await mm.ok<TournamentView>(organizer, { type: 'StartTournament', payload: { tournamentId } });
    const gameId = started.roundsPlayed[0].pairings[0].gameId!;
    const finished = {
      streamId: gameId,
      payload: { type: 'GameFinished', outcome: { ranks: [1, 2], reason: 'race' } },
    };
    await applyTournamentResults(mm.db, mm.store, [finished as unknown as EventEnvelope]);
  }

  it('posts each milestone once, in order, signed over the raw body with the delivery id in header and body', async () => {
    const r = await receivers.open();
    const tournamentId = await newTournament();
    const { secret } = await hook(tournamentId, r.url);
    await playThrough(tournamentId);
    await waitFor(() => r.got.length >= 5, 10_000, 'five milestones');
    expect(r.got.map((g) => g.headers['x-empires-event'])).toEqual([
      'registration-opened',
      'round-paired',
      'game-finished',
      'standings-changed',
      'event-finished',
    ]);
    for (const g of r.got) {
      expect(verifySignature(secret!, g.body, g.headers['x-empires-signature'] as string)).toBe(true);
      expect(verifySignature(secret!, g.body + ' ', g.headers['x-empires-signature'] as string)).toBe(false);
      const body = JSON.parse(g.body);
      expect(body).toMatchObject({ deliveryId: g.headers['x-empires-delivery'], tournamentId });
    }
    const finished = JSON.parse(r.got[4].body);
    expect(finished.event.type).toBe('TournamentFinished');
    expect(finished.standings.map((s: { points: number }) => s.points)).toEqual([1, 0]);
    await waitFor(
      async () =>
        (
          await mm.ok<WebhookDeliveryView[]>(organizer, { type: 'ListWebhookDeliveries', payload: { tournamentId } })
        ).every((d) => d.status === 'delivered' && d.attempts === 1),
      5_000,
      'every delivery recorded as delivered',
    );
  }, 30_000);

  it('tries a failed delivery again, with the same delivery id, and records both attempts', async () => {
    const r = await receivers.open(1);
    const tournamentId = await newTournament();
    await hook(tournamentId, r.url, ['registration-opened']);
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    await waitFor(() => r.got.length >= 2, 10_000, 'the retry');
    expect(r.got[1].headers['x-empires-delivery']).toBe(r.got[0].headers['x-empires-delivery']);
    expect(r.got[1].body).toBe(r.got[0].body);
    await waitFor(
      async () => {
        const [d] = await mm.ok<WebhookDeliveryView[]>(organizer, {
          type: 'ListWebhookDeliveries',
          payload: { tournamentId },
        });
        return d.status === 'delivered' && d.attempts === 2 && d.lastStatus === 204;
      },
      5_000,
      'two attempts recorded',
    );
  }, 30_000);

  it('redelivers on request under the same id', async () => {
    const r = await receivers.open();
    const tournamentId = await newTournament();
    await hook(tournamentId, r.url, ['registration-opened']);
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    await waitFor(() => r.got.length === 1, 10_000, 'the delivery');
    const deliveryId = r.got[0].headers['x-empires-delivery'] as string;
    expect(await mm.codeOf(uniqueName('eve'), { type: 'RedeliverWebhook', payload: { deliveryId } })).toBe('FORBIDDEN');
    await mm.ok(organizer, { type: 'RedeliverWebhook', payload: { deliveryId } });
    await waitFor(() => r.got.length === 2, 10_000, 'the redelivery');
    expect(r.got[1].headers['x-empires-delivery']).toBe(deliveryId);
  }, 30_000);

  it('refuses hooks from anyone but the organizer, and unknown milestones', async () => {
    const tournamentId = await newTournament();
    const url = 'http://127.0.0.1:9/hook';
    expect(
      await mm.codeOf(uniqueName('eve'), { type: 'RegisterTournamentWebhook', payload: { tournamentId, url } }),
    ).toBe('FORBIDDEN');
    expect(
      await mm.codeOf(organizer, {
        type: 'RegisterTournamentWebhook',
        payload: { tournamentId, url, milestones: ['game-started'] },
      }),
    ).toBe('BAD_USER_INPUT');
    expect(
      await mm.codeOf(organizer, { type: 'RegisterTournamentWebhook', payload: { tournamentId, url: 'ftp://x.org/' } }),
    ).toBe('BAD_USER_INPUT');
  }, 30_000);
});

describe('webhook destinations outside development', () => {
  it('refuses a loopback URL unless private addresses are allowed', async () => {
    expect(await destinationProblem('http://127.0.0.1:8080/hook', false)).toMatch(/not a public address/);
    expect(await destinationProblem('http://[::1]:8080/hook', false)).toMatch(/not a public address/);
    expect(await destinationProblem('http://localhost:8080/hook', false)).toMatch(/not a public address/);
    expect(await destinationProblem('http://127.0.0.1:8080/hook', true)).toBeUndefined();
  });

  it('refuses an IPv6 URL that carries a private IPv4 address (the URL parser writes it in hex)', async () => {
    expect(await destinationProblem('http://[::ffff:127.0.0.1]/hook', false)).toMatch(/not a public address/);
    expect(await destinationProblem('http://[64:ff9b::169.254.169.254]/hook', false)).toMatch(/not a public address/);
  });
});
