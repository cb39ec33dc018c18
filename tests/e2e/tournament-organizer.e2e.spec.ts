import type { Server } from 'node:http';
import type { EventEnvelope, StandingView, TournamentView, WebhookView } from '@empires/contracts';
import { verifySignature } from '@empires/matchmaking';
import type { TournamentEvent } from '@empires/tournaments';
import { uniqueName, waitFor, webhookReceiver as receiver } from '@empires/testing';
import { tournamentStack, type TournamentStack } from './support/tournament-stack';

const payloads = (events: readonly EventEnvelope[]) => events.map((e) => e.payload as TournamentEvent);

/**
 * Arena points added up here from the stream alone, as an outsider would: win 2, draw 1, loss 0,
 * doubled when the previous two games were both won; only games paired before the end.
 */
function recomputedPoints(events: readonly TournamentEvent[]): Map<string, number> {
  const points = new Map<string, number>();
  const wonInARow = new Map<string, number>();
  const seats = new Map<string, readonly string[]>();
  let endsAt = '';
  for (const e of events) {
    if (e.type === 'TournamentPlayerRegistered') points.set(e.entrant.entrantId, 0);
    if (e.type === 'TournamentStarted') endsAt = e.endsAt!;
    if (e.type === 'TournamentRoundPaired' && e.pairedAt! < endsAt)
      for (const p of e.pairings) seats.set(p.gameId!, p.seats);
    if (e.type !== 'TournamentGameFinished' || !seats.has(e.gameId)) continue;
    seats.get(e.gameId)!.forEach((id, seat) => {
      const [mine, theirs] = [e.result.ranks[seat], e.result.ranks[1 - seat]];
      const base = mine < theirs ? 2 : mine === theirs ? 1 : 0;
      points.set(id, points.get(id)! + ((wonInARow.get(id) ?? 0) >= 2 ? 2 * base : base));
      wonInARow.set(id, mine < theirs ? (wonInARow.get(id) ?? 0) + 1 : 0);
    });
  }
  return points;
}

const pointsOf = (standings: readonly StandingView[]) => new Map(standings.map((r) => [r.entrantId, r.points]));

describe("the organizer's toolkit through the running stack", () => {
  let t: TournamentStack;
  const servers: Server[] = [];
  const organizer = uniqueName('org');
  const view = (tournamentId: string) =>
    t.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });

  beforeAll(async () => (t = await tournamentStack()));
  afterAll(async () => {
    for (const s of servers) s.close();
    await t?.close();
  });

  it('runs an arena of 12 bots whose live standings equal a recomputation from its events, telling a webhook every milestone, signed', async () => {
    const hookAll = await receiver();
    const hookFlaky = await receiver(1);
    servers.push(hookAll.server, hookFlaky.server);
    const { tournamentId } = await t.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: {
        name: 'Arena of twelve',
        ruleset: 'risk-empires',
        roundLimit: 1,
        format: 'arena',
        durationSeconds: 45,
      },
    });
    const all = await t.ok<WebhookView>(organizer, {
      type: 'RegisterTournamentWebhook',
      payload: { tournamentId, url: hookAll.url },
    });
    await t.ok(organizer, {
      type: 'RegisterTournamentWebhook',
      payload: { tournamentId, url: hookFlaky.url, milestones: ['registration-opened'] },
    });
    await t.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (let i = 0; i < 12; i++)
      await t.ok(organizer, { type: 'RegisterEntrant', payload: { tournamentId, bot: 'random' } });
    const started = await t.ok<TournamentView>(organizer, { type: 'StartTournament', payload: { tournamentId } });
    expect(started.roundsPlayed[0].pairings).toHaveLength(6);

    // Live: while it runs, the standings served equal those added up from the stream at that moment.
    let liveChecks = 0;
    await waitFor(
      async () => {
        const before = await t.tournamentEvents(tournamentId);
        const live = await view(tournamentId);
        const after = await t.tournamentEvents(tournamentId);
        if (after.length !== before.length || live.status !== 'running') return false;
        if (!before.some((e) => e.type === 'TournamentGameFinished')) return false;
        expect(pointsOf(live.standings)).toEqual(recomputedPoints(payloads(before)));
        return ++liveChecks >= 3;
      },
      60_000,
      'three live looks at the standings',
    );

    await t.finished(tournamentId, 170_000);
    const events = payloads(await t.tournamentEvents(tournamentId));
    const final = await view(tournamentId);
    expect(final.status).toBe('finished');
    expect(pointsOf(final.standings)).toEqual(recomputedPoints(events));
    const endsAt = final.endsAt!;
    const waves = events.filter((e) => e.type === 'TournamentRoundPaired');
    expect(waves.length).toBeGreaterThan(1);
    expect(waves.every((w) => w.type === 'TournamentRoundPaired' && w.pairedAt! < endsAt)).toBe(true);
    const games = events.filter((e) => e.type === 'TournamentGameFinished');
    expect(games).toHaveLength(
      waves.reduce((n, w) => n + (w.type === 'TournamentRoundPaired' ? w.pairings.length : 0), 0),
    );
    // No immediate rematch: nobody meets at its next table the opponent of its last one.
    const last = new Map<string, string>();
    for (const w of waves)
      if (w.type === 'TournamentRoundPaired')
        for (const p of w.pairings) {
          const [a, b] = p.seats;
          expect(last.get(a)).not.toBe(b);
          last.set(a, b);
          last.set(b, a);
        }
    const finishedAt = (await t.tournamentEvents(tournamentId)).find((e) => e.type === 'TournamentFinished')!;
    expect(finishedAt.occurredAt >= endsAt).toBe(true);

    // Every milestone reached the hook, signed under its secret, each delivery once or more under one id.
    const expected = {
      'registration-opened': 1,
      'round-paired': waves.length,
      'game-finished': games.length,
      'standings-changed': games.length,
      'event-finished': 1,
    };
    const counts = () => {
      const ids = new Map<string, string>();
      for (const g of hookAll.got)
        ids.set(g.headers['x-empires-delivery'] as string, g.headers['x-empires-event'] as string);
      const n: Record<string, number> = {};
      for (const milestone of ids.values()) n[milestone] = (n[milestone] ?? 0) + 1;
      return n;
    };
    await waitFor(() => JSON.stringify(counts()) === JSON.stringify(expected), 30_000, 'every milestone delivered');
    for (const g of hookAll.got)
      expect(verifySignature(all.secret!, g.body, g.headers['x-empires-signature'] as string)).toBe(true);
    const finishedHook = JSON.parse(hookAll.got.find((g) => g.headers['x-empires-event'] === 'event-finished')!.body);
    expect(finishedHook.standings).toEqual(final.standings);

    // The receiver that failed the first delivery got it again, under the same delivery id.
    await waitFor(() => hookFlaky.got.length >= 2, 30_000, 'the retry');
    expect(hookFlaky.got[1].headers['x-empires-delivery']).toBe(hookFlaky.got[0].headers['x-empires-delivery']);
  }, 300_000);

  it('starts a scheduled tournament by itself, with matchmaking restarted in between', async () => {
    const opens = new Date(Date.now() + 2_000);
    const starts = new Date(Date.now() + 8_000);
    const { tournamentId } = await t.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: {
        name: 'Starts at eight',
        ruleset: 'risk-empires',
        roundLimit: 1,
        format: 'swiss',
        rounds: 1,
        registrationOpensAt: opens.toISOString(),
        startsAt: starts.toISOString(),
      },
    });
    await waitFor(async () => (await view(tournamentId)).status === 'registration', 30_000, 'registration to open');
    for (let i = 0; i < 4; i++)
      await t.ok(organizer, { type: 'RegisterEntrant', payload: { tournamentId, bot: 'random' } });
    await t.restartMatchmaking(async () => {
      await waitFor(() => Date.now() > starts.getTime() + 1_000, 30_000, 'the start to pass while matchmaking is down');
      const down = (await t.tournamentEvents(tournamentId)).map((e) => e.type);
      expect(down).not.toContain('TournamentStarted');
    });
    await waitFor(
      async () => (await view(tournamentId)).status !== 'registration',
      60_000,
      'the start after the restart',
    );
    const events = await t.tournamentEvents(tournamentId);
    const startedAt = events.find((e) => e.type === 'TournamentStarted')!;
    expect(startedAt.occurredAt >= starts.toISOString()).toBe(true);
    expect(events.filter((e) => e.type === 'TournamentRoundPaired')).toHaveLength(1);
    await t.finished(tournamentId);
  }, 300_000);
});
