import type { LookupAddress } from 'node:dns';
import type { TournamentView, WebhookDeliveryView, WebhookView } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { webhookReceivers } from '../testing/webhook-receivers';
import { WebhookDispatcher } from './webhook-dispatcher';

// The webhooks' one resolver, answering as each test says.
const mockLookup = jest.fn<Promise<LookupAddress[]>, [string]>();
jest.mock('node:dns/promises', () => ({ lookup: (host: string) => mockLookup(host) }));

const PUBLIC = { address: '93.184.216.34', family: 4 };
const LOOPBACK = { address: '127.0.0.1', family: 4 };

describe('the connection a webhook delivery makes', () => {
  let mm: TestMatchmaking;
  const receivers = webhookReceivers();
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(async () => {
    receivers.closeAll();
    await mm.drop();
  });
  beforeEach(() => mockLookup.mockReset());

  const organizer = uniqueName('org');
  /** A tournament hooked to the receiver's port under `host`, with registration opened: one delivery owed. */
  async function owed(host: string) {
    const r = await receivers.open();
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Hooked', ruleset: 'dice-race', format: 'swiss', rounds: 1 },
    });
    const url = `http://${host}:${new URL(r.url).port}/hook`;
    await mm.ok<WebhookView>(organizer, {
      type: 'RegisterTournamentWebhook',
      payload: { tournamentId, url, milestones: ['registration-opened'] },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    const deliveries = () =>
      mm.ok<WebhookDeliveryView[]>(organizer, { type: 'ListWebhookDeliveries', payload: { tournamentId } });
    return { got: r.got, deliveries };
  }

  it('goes to the address its check resolved, the name kept in Host', async () => {
    mockLookup.mockResolvedValue([LOOPBACK]);
    const { got, deliveries } = await owed('hooks.example.test');
    await new WebhookDispatcher(mm.db, { allowPrivate: true }).sendDue();
    expect(got).toHaveLength(1);
    expect(got[0].headers.host).toMatch(/^hooks\.example\.test:\d+$/);
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  }, 30_000);

  it('with private addresses refused, never reaches loopback through a name that answers public to the check and loopback after (DNS rebinding)', async () => {
    mockLookup.mockResolvedValueOnce([PUBLIC]).mockResolvedValue([LOOPBACK]);
    const { got, deliveries } = await owed('localhost');
    await new WebhookDispatcher(mm.db, { allowPrivate: false, timeoutMs: 500 }).sendDue();
    expect(got).toHaveLength(0);
    expect(mockLookup).toHaveBeenCalledTimes(1);
    const [d] = await deliveries();
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d.lastStatus).toBeUndefined();
  }, 30_000);

  it('with private addresses refused, refuses a name any of whose addresses is private, and records why', async () => {
    mockLookup.mockResolvedValue([PUBLIC, LOOPBACK]);
    const { got, deliveries } = await owed('localhost');
    await new WebhookDispatcher(mm.db, { allowPrivate: false }).sendDue();
    expect(got).toHaveLength(0);
    expect((await deliveries())[0].lastError).toMatch(/localhost is not a public address/);
  }, 30_000);
});
