import type { LookupAddress } from 'node:dns';
import type { TournamentView, WebhookDeliveryView, WebhookView } from '@empires/contracts';
import { uniqueName } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { webhookReceivers } from '../testing/webhook-receivers';
import { WebhookDispatcher } from './webhook-dispatcher';

// The webhooks' one resolver, answering as each test says.
const mockLookup = jest.fn<Promise<LookupAddress[]>, [string]>();
jest.mock('node:dns/promises', () => ({ lookup: (host: string) => mockLookup(host) }));

// The receivers listen on 127.0.0.1, which counts as public in this file: a dispatcher refusing
// private addresses still posts to them, and nothing is sent off this machine.
jest.mock('./global-address', () => {
  const actual = jest.requireActual<{ isGlobalUnicast(address: string): boolean }>('./global-address');
  return { isGlobalUnicast: (address: string) => address === '127.0.0.1' || actual.isGlobalUnicast(address) };
});

const RECEIVER = { address: '127.0.0.1', family: 4 };
/** Private still, and nothing listens there. */
const PRIVATE = { address: '127.0.0.2', family: 4 };

describe('the connection a webhook delivery makes', () => {
  let mm: TestMatchmaking;
  const receivers = webhookReceivers();
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());
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
    mockLookup.mockResolvedValue([RECEIVER]);
    const { got, deliveries } = await owed('hooks.example.test');
    await new WebhookDispatcher(mm.db, { allowPrivate: true }).sendDue();
    expect(got).toHaveLength(1);
    expect(got[0].headers.host).toMatch(/^hooks\.example\.test:\d+$/);
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  }, 30_000);

  it('with private addresses refused, connects to the public address its check passed, though the name answers a private one after (DNS rebinding)', async () => {
    mockLookup.mockResolvedValueOnce([RECEIVER]).mockResolvedValue([PRIVATE]);
    const { got, deliveries } = await owed('rebinding.example.test');
    await new WebhookDispatcher(mm.db, { allowPrivate: false }).sendDue();
    expect(mockLookup).toHaveBeenCalledTimes(1);
    expect(got).toHaveLength(1);
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  }, 30_000);

  it('with private addresses refused, refuses a name any of whose addresses is private, and records why', async () => {
    mockLookup.mockResolvedValue([RECEIVER, PRIVATE]);
    const { got, deliveries } = await owed('mixed.example.test');
    await new WebhookDispatcher(mm.db, { allowPrivate: false }).sendDue();
    expect(got).toHaveLength(0);
    expect((await deliveries())[0].lastError).toMatch(/mixed\.example\.test is not a public address/);
  }, 30_000);
});
