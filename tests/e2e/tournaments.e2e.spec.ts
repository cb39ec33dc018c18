import type { StandingView, TournamentSettingsInput, TournamentView } from '@empires/contracts';
import { toEnvelope } from '@empires/eventstore';
import { connectProducer, publish } from '@empires/messaging';
import { repairFromAudit, type Pairing, type PairingAudit, type TournamentSettings } from '@empires/tournaments';
import { uniqueName, waitFor } from '@empires/testing';
import { tournamentStack } from './support/tournament-stack';
import { suiteStack } from './support/suite-stack';

type Paired = { round: number; pairings: Pairing[]; audit?: PairingAudit };

/**
 * Bots play whole tournaments of risk-empires through the real engine, bot-runner and
 * matchmaking. The three are started together and run side by side; each test waits for its
 * own tournament's `TournamentFinished`.
 */
describe('tournaments: bots play them to the end through the running stack', () => {
  const t = suiteStack(() => tournamentStack());
  const organizer = uniqueName('org');
  const ids: Record<'swiss' | 'pods' | 'knockout' | 'manual', string> = {
    swiss: '',
    pods: '',
    knockout: '',
    manual: '',
  };

  const run = async (settings: TournamentSettingsInput, bots: number) => {
    const created = await t.ok(organizer, { type: 'CreateTournament', payload: settings });
    const tournamentId = created.tournamentId;
    await t.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (let i = 0; i < bots; i++)
      await t.ok(organizer, { type: 'RegisterEntrant', payload: { tournamentId, bot: 'random' } });
    await t.ok(organizer, { type: 'StartTournament', payload: { tournamentId } });
    return tournamentId;
  };
  const view = (tournamentId: string) =>
    t.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });
  const paired = async (tournamentId: string): Promise<Paired[]> =>
    (await t.tournamentEvents(tournamentId))
      .filter((e) => e.type === 'TournamentRoundPaired')
      .map((e) => e.payload as Paired);
  const gamesOf = (rounds: readonly Paired[]) =>
    rounds.flatMap((r) => r.pairings.filter((p) => p.kind === 'game').map((p) => ({ round: r.round, ...p })));

  beforeAll(async () => {
    // A round limit of 1 keeps the games short: each ends by the ruleset's scoring after one round.
    const risk = { ruleset: 'risk-empires', roundLimit: 1 };
    [ids.swiss, ids.pods, ids.knockout, ids.manual] = await Promise.all([
      run({ ...risk, name: 'Swiss of eight', format: 'swiss', rounds: 3 }, 8),
      run({ ...risk, name: 'Pods of twelve', format: 'pods', tableSize: 4, rounds: 3 }, 12),
      run({ ...risk, name: 'Knockout of six', format: 'single-elimination' }, 6),
      run({ ...risk, name: 'Waits between rounds', format: 'swiss', rounds: 2, advance: 'manual' }, 4),
    ]);
  });

  it('runs an 8-entrant Swiss over 3 rounds with no repeat pairing and standings that add up from the game outcomes', async () => {
    await t.finished(ids.swiss);
    const rounds = await paired(ids.swiss);
    expect(rounds.map((r) => r.pairings.map((p) => p.kind))).toEqual(
      [0, 1, 2].map(() => ['game', 'game', 'game', 'game']),
    );
    const pairs = gamesOf(rounds).map((g) => [...g.seats].sort().join('|'));
    expect(new Set(pairs).size).toBe(12);

    // The standings, recomputed here from the engine's outcomes: win 1, draw 1/2; Buchholz from those.
    const points = new Map<string, number>();
    const opponents = new Map<string, string[]>();
    for (const g of gamesOf(rounds)) {
      const { ranks } = await t.outcomeOf(g.gameId!);
      g.seats.forEach((id, seat) => {
        points.set(
          id,
          (points.get(id) ?? 0) + (ranks[seat] < ranks[1 - seat] ? 1 : ranks[seat] === ranks[1 - seat] ? 0.5 : 0),
        );
        opponents.set(id, [...(opponents.get(id) ?? []), g.seats[1 - seat]]);
      });
    }
    const buchholz = (id: string) => opponents.get(id)!.reduce((s, o) => s + points.get(o)!, 0);
    const { standings, status } = await view(ids.swiss);
    expect(status).toBe('finished');
    expect(standings).toHaveLength(8);
    for (const row of standings) {
      expect(row.points).toBe(points.get(row.entrantId));
      expect(row.tieBreaks.find((x) => x.name === 'buchholz')?.value).toBe(buchholz(row.entrantId));
      expect(row.games).toBe(3);
    }
    const key = (r: StandingView) => [r.points, buchholz(r.entrantId)];
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [key(standings[i - 1]), key(standings[i])];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
    }
  });

  it('records each Swiss round with the input it was paired from, and pairs it again to the same tables from that alone', async () => {
    const events = await t.tournamentEvents(ids.swiss);
    const settings = (events.find((e) => e.type === 'TournamentCreated')!.payload as { settings: TournamentSettings })
      .settings;
    const registered = events
      .filter((e) => e.type === 'TournamentPlayerRegistered')
      .map((e) => (e.payload as { entrant: { entrantId: string; rating: number } }).entrant);
    // Seed order: rating, then registration.
    const entrants = registered
      .map((e, order) => ({ ...e, order }))
      .sort((a, b) => b.rating - a.rating || a.order - b.order)
      .map((e) => e.entrantId);
    const rounds = await paired(ids.swiss);
    const score = new Map<string, number>(entrants.map((id) => [id, 0]));
    const met = new Map<string, string[]>(entrants.map((id) => [id, []]));
    const seatBalance = new Map<string, number>(entrants.map((id) => [id, 0]));
    for (const round of rounds) {
      // Built here, not read from the event: seed order, points so far, everyone met, seats taken.
      const input = entrants.map((id) => ({
        id,
        score: score.get(id)!,
        avoid: registered.map((e) => e.entrantId).filter((o) => met.get(id)!.includes(o)),
        receivedBye: false,
        seatBalance: seatBalance.get(id)!,
      }));
      expect(round.audit).toEqual({
        library: 'empires-pairings@1',
        method: 'Swiss',
        round: round.round,
        seed: settings.seed,
        input,
      });
      expect(repairFromAudit(round.audit!).map((p) => p.seats)).toEqual(round.pairings.map((p) => p.seats));
      for (const g of round.pairings) {
        const { ranks } = await t.outcomeOf(g.gameId!);
        g.seats.forEach((id, seat) => {
          score.set(
            id,
            score.get(id)! + (ranks[seat] < ranks[1 - seat] ? 1 : ranks[seat] === ranks[1 - seat] ? 0.5 : 0),
          );
          met.get(id)!.push(g.seats[1 - seat]);
          seatBalance.set(id, seatBalance.get(id)! + (seat === 0 ? 1 : -1));
        });
      }
    }
  });

  it('changes the standings once when a game outcome is delivered twice', async () => {
    // A tournament still running, its first round closed, waiting for its organizer to advance.
    await waitFor(
      async () => (await t.tournamentEvents(ids.manual)).some((e) => e.type === 'TournamentRoundClosed'),
      120_000,
      'round 1 to close',
    );
    const before = await view(ids.manual);
    expect(before.status).toBe('running');
    const version = await t.mmStore.streamVersion(`tournament:${ids.manual}`);
    const gameId = gamesOf(await paired(ids.manual))[0].gameId!;
    const finished = (await t.h.base.store.readStream(gameId)).filter((e) => e.type === 'GameFinished');
    expect(finished).toHaveLength(1);
    const producer = await connectProducer(t.h.base.kafka);
    await publish(
      producer,
      t.h.base.topics.gameEvents,
      finished.map((e) => ({ key: gameId, value: toEnvelope(e) })),
    );
    await producer.disconnect();
    await t.h.groupCaughtUp('matchmaking.games'); // the checkpoint: matchmaking has handled the redelivery
    expect(await t.mmStore.streamVersion(`tournament:${ids.manual}`)).toBe(version);
    expect((await view(ids.manual)).standings).toEqual(before.standings);
    expect(before.standings.reduce((sum, r) => sum + r.points, 0)).toBe(2);
  });

  it('runs a 12-entrant pod tournament at 4-seat tables for 3 rounds, scoring placement points', async () => {
    await t.finished(ids.pods);
    const rounds = await paired(ids.pods);
    expect(rounds.map((r) => r.pairings.map((p) => p.seats.length))).toEqual([0, 1, 2].map(() => [4, 4, 4]));
    const points = new Map<string, number>();
    for (const g of gamesOf(rounds)) {
      const { ranks } = await t.outcomeOf(g.gameId!);
      g.seats.forEach((id, seat) => {
        const ahead = ranks.filter((r) => r < ranks[seat]).length;
        const tied = ranks.filter((r) => r === ranks[seat]).length;
        const share = Array.from({ length: tied }, (_, k) => 4 - (ahead + k + 1)).reduce((a, b) => a + b, 0) / tied;
        points.set(id, (points.get(id) ?? 0) + share);
      });
    }
    const { standings } = await view(ids.pods);
    expect(standings).toHaveLength(12);
    for (const row of standings) expect(row.points).toBe(points.get(row.entrantId));
    expect(standings.map((r) => r.points)).toEqual([...standings.map((r) => r.points)].sort((a, b) => b - a));
    expect(standings.reduce((s, r) => s + r.points, 0)).toBe(3 * 3 * (3 + 2 + 1));
  });

  it('runs a 6-entrant single elimination to one champion, the winner of the final', async () => {
    await t.finished(ids.knockout);
    const rounds = await paired(ids.knockout);
    expect(rounds.map((r) => r.pairings.filter((p) => p.kind === 'game').length)).toEqual([2, 2, 1]);
    const final = gamesOf(rounds).at(-1)!;
    const { ranks, scores = [0, 0] } = await t.outcomeOf(final.gameId!);
    const started = (await t.tournamentEvents(ids.knockout)).find((e) => e.type === 'TournamentStarted')!;
    const seed = (id: string) => (started.payload as { seeds: string[] }).seeds.indexOf(id);
    // The documented rule: the better rank, then the higher score, then the better seed.
    const firstWins =
      ranks[0] !== ranks[1]
        ? ranks[0] < ranks[1]
        : scores[0] !== scores[1]
          ? scores[0] > scores[1]
          : seed(final.seats[0]) < seed(final.seats[1]);
    const tournament = await view(ids.knockout);
    expect(tournament.champion).toBe(final.seats[firstWins ? 0 : 1]);
    expect(tournament.standings.filter((r) => r.place === 1).map((r) => r.entrantId)).toEqual([tournament.champion]);
    const finished = (await t.tournamentEvents(ids.knockout)).find((e) => e.type === 'TournamentFinished')!;
    expect((finished.payload as { champion: string }).champion).toBe(tournament.champion);
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const created = await t.ok(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Small', ruleset: 'risk-empires', format: 'swiss' },
    });
    const tournamentId = created.tournamentId;
    const stream = `tournament:${tournamentId}`;
    const player = uniqueName('p');
    expect(
      await t.codeOf(organizer, {
        type: 'CreateTournament',
        payload: { name: 'Pods of 2', ruleset: 'risk-empires', format: 'pods', tableSize: 2 },
      }),
    ).toBe('BAD_USER_INPUT');
    expect(
      await t.codeOf(organizer, {
        type: 'CreateTournament',
        payload: { name: 'No limit', ruleset: 'dice-race', format: 'swiss', roundLimit: 3 },
      }),
    ).toBe('BAD_USER_INPUT');
    expect(await t.codeOf(player, { type: 'RegisterEntrant', payload: { tournamentId } })).toBe('REGISTRATION_CLOSED');
    await t.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    await t.ok(player, { type: 'RegisterEntrant', payload: { tournamentId } });
    const version = await t.mmStore.streamVersion(stream);
    expect(await t.codeOf(player, { type: 'RegisterEntrant', payload: { tournamentId } })).toBe('ALREADY_REGISTERED');
    expect(await t.codeOf(organizer, { type: 'StartTournament', payload: { tournamentId } })).toBe('TOO_FEW_ENTRANTS');
    expect(await t.codeOf(player, { type: 'StartTournament', payload: { tournamentId } })).toBe('FORBIDDEN');
    expect(await t.codeOf(player, { type: 'CancelTournament', payload: { tournamentId } })).toBe('FORBIDDEN');
    expect(await t.codeOf(player, { type: 'RegisterEntrant', payload: { tournamentId, bot: 'random' } })).toBe(
      'FORBIDDEN',
    );
    expect(await t.codeOf(organizer, { type: 'RegisterEntrant', payload: { tournamentId, bot: 'grandmaster' } })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await t.codeOf(player, { type: 'GetTournament', payload: { tournamentId: 'trn_nowhere' } })).toBe(
      'NOT_FOUND',
    );
    expect(await t.mmStore.streamVersion(stream)).toBe(version);
    expect((await view(tournamentId)).entrants.map((e) => e.entrantId)).toEqual([player]);
  });
});
