import type { Server } from 'node:http';
import { verifySignature } from '@empires/matchmaking';
import { parseTrf, standingsFromTrf } from '@empires/tournaments';
import { waitFor, webhookReceiver, type ReceivedRequest } from '@empires/testing';
import { gatewayStack, type Player } from './support/gateway-stack';
import { suiteStack } from './support/suite-stack';

type Standing = { entrantId: string; points: number; tieBreaks: { name: string; value: number }[] };

describe("gateway: the organizer's toolkit through the public API", () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));
  let olga: Player;
  let ivan: Player;
  let server: Server;
  let got: ReceivedRequest[] = [];
  let url = '';

  beforeAll(async () => {
    [olga, ivan] = await s.players('olga', 'ivan');
    ({ server, url, got } = await webhookReceiver());
  });
  afterAll(() => server?.close());

  it('hooks, seeds, checks in, orders tie-breaks and files a TRF that parses back to the standings', async () => {
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const { createTournament } = await olga.data<{
      createTournament: { id: string; startsAt: string; checkInOpensAt: string };
    }>(`mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id startsAt checkInOpensAt } }`, {
      input: {
        name: 'Toolkit',
        ruleset: 'dice-race',
        format: 'SWISS',
        rounds: 2,
        options: { target: 10 },
        startsAt,
        checkInSeconds: 7_200,
        tieBreaks: ['wins', 'buchholz'],
      },
    });
    const id = createTournament.id;
    expect(createTournament.startsAt).toBe(startsAt);

    // A webhook: its secret shown once; the registration-opened milestone signed under it; redelivered on request.
    const { registerTournamentWebhook: hook } = await olga.data<{
      registerTournamentWebhook: { hookId: string; secret: string };
    }>(
      `mutation($id: ID!, $url: String!) { registerTournamentWebhook(id: $id, url: $url, milestones: ["registration-opened"]) { hookId secret } }`,
      { id, url },
    );
    expect(hook.secret).toMatch(/^whsec_/);
    expect(await ivan.code(`{ tournamentWebhooks(id: "${id}") { hookId } }`)).toBe('FORBIDDEN');
    const { tournamentWebhooks } = await olga.data<{ tournamentWebhooks: { hookId: string; secret: string | null }[] }>(
      `{ tournamentWebhooks(id: "${id}") { hookId secret } }`,
    );
    expect(tournamentWebhooks).toEqual([{ hookId: hook.hookId, secret: null }]);
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, { id });
    await waitFor(() => got.length === 1, 30_000, 'the milestone');
    expect(got[0].headers['x-empires-event']).toBe('registration-opened');
    expect(verifySignature(hook.secret, got[0].body, got[0].headers['x-empires-signature'] as string)).toBe(true);
    const deliveryId = got[0].headers['x-empires-delivery'] as string;
    await waitFor(
      async () =>
        (
          await olga.data<{ webhookDeliveries: { deliveryId: string; status: string }[] }>(
            `{ webhookDeliveries(id: "${id}") { deliveryId status } }`,
          )
        ).webhookDeliveries[0]?.status === 'delivered',
      30_000,
      'the delivery recorded',
    );
    await olga.data(`mutation($d: ID!) { redeliverWebhook(deliveryId: $d) { deliveryId } }`, { d: deliveryId });
    await waitFor(() => got.length === 2, 30_000, 'the redelivery');
    expect(got[1].headers['x-empires-delivery']).toBe(deliveryId);

    // Four bots, seeded by hand, checked in by the organizer; ivan enters but does not check in.
    for (let i = 0; i < 4; i++)
      await olga.data(`mutation($id: ID!) { registerForTournament(id: $id, bot: "random") { id } }`, { id });
    await ivan.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, { id });
    const seeds = ['bot-4', 'bot-2', 'bot-3', 'bot-1'];
    const { seedTournament } = await olga.data<{ seedTournament: { manualSeeds: string[] } }>(
      `mutation($id: ID!, $seeds: [ID!]!) { seedTournament(id: $id, seeds: $seeds) { manualSeeds } }`,
      { id, seeds },
    );
    expect(seedTournament.manualSeeds).toEqual(seeds);
    for (const entrantId of seeds)
      await olga.data(`mutation($id: ID!, $e: ID) { checkInTournament(id: $id, entrantId: $e) { id } }`, {
        id,
        e: entrantId,
      });
    const { startTournament } = await olga.data<{ startTournament: { entrants: { entrantId: string }[] } }>(
      `mutation($id: ID!) { startTournament(id: $id) { entrants { entrantId } } }`,
      { id },
    );
    expect(startTournament.entrants.map((e) => e.entrantId).sort()).toEqual([...seeds].sort()); // ivan withdrawn

    let standings: Standing[] = [];
    await waitFor(
      async () => {
        const { tournament } = await olga.data<{ tournament: { status: string; standings: Standing[] } }>(
          `{ tournament(id: "${id}") { status standings { entrantId points tieBreaks { name value } } } }`,
        );
        standings = tournament.standings;
        return tournament.status === 'FINISHED';
      },
      120_000,
      'the tournament to finish',
    );
    expect(standings[0].tieBreaks.map((t) => t.name)).toEqual(['wins', 'buchholz']);
    const { tournamentResults: trf } = await ivan.data<{ tournamentResults: string }>(
      `{ tournamentResults(id: "${id}", format: TRF) }`,
    );
    const parsed = standingsFromTrf(parseTrf(trf));
    expect(parsed.map((r) => ({ entrantId: r.entrantId, points: r.points, tieBreaks: r.tieBreaks }))).toEqual(
      standings,
    );
    const { tournamentResults: csv } = await ivan.data<{ tournamentResults: string }>(
      `{ tournamentResults(id: "${id}") }`,
    );
    expect(csv.split('\r\n')[0]).toBe('round,table,kind,game_id,seat,entrant_id,name,rank,points,reason');
  }, 240_000);
});
