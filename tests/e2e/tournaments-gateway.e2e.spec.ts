import { uniqueName, waitFor } from '@empires/testing';
import { gatewayStack, type Player } from './support/gateway-stack';
import type { GraphQLClient } from './support/graphql-client';
import { suiteStack } from './support/suite-stack';

type Tournament = {
  id: string;
  status: string;
  champion: string | null;
  entrants: { entrantId: string; kind: string }[];
  rounds: {
    round: number;
    status: string;
    pairings: { kind: string; gameId: string | null; seats: { entrantId: string; rank: number | null }[] }[];
  }[];
  games: { gameId: string; status: string }[];
  standings: { place: number; entrantId: string; points: number; tieBreaks: { name: string; value: number }[] }[];
};
const TOURNAMENT = `id status champion entrants { entrantId kind } rounds { round status pairings { kind gameId seats { entrantId rank } } }
  games { gameId status } standings { place entrantId points tieBreaks { name value } }`;

describe('gateway: a tournament organized through the public API', () => {
  const s = suiteStack(() => gatewayStack({}, { bots: true }));
  let olga: Player;
  let ivan: Player;

  beforeAll(async () => {
    [olga, ivan] = await s.players('olga', 'ivan');
  });

  const create = async (input: Record<string, unknown>) =>
    (
      await olga.data<{ createTournament: { id: string } }>(
        `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`,
        { input },
      )
    ).createTournament.id;
  const reasonOf = async (client: GraphQLClient, query: string, variables: Record<string, unknown>) =>
    (await client.request(query, variables)).errors?.[0]?.extensions;

  it("refuses bad input and other people's management with typed errors, changing nothing", async () => {
    expect(
      await olga.code(
        `mutation { createTournament(input: { name: "x", ruleset: "dice-race", format: SWISS, roundLimit: 3 }) { id } }`,
      ),
    ).toBe('BAD_USER_INPUT');
    const id = await create({ name: 'Guarded', ruleset: 'dice-race', format: 'SWISS' });
    const v = { id };
    expect(await reasonOf(ivan, `mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v)).toEqual({
      code: 'ILLEGAL_ACTION',
      reason: 'REGISTRATION_CLOSED',
    });
    expect(await ivan.code(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, v)).toBe('FORBIDDEN');
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, v);
    await ivan.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v);
    expect(await reasonOf(ivan, `mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v)).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'ALREADY_REGISTERED',
    });
    expect(await reasonOf(olga, `mutation($id: ID!) { startTournament(id: $id) { id } }`, v)).toEqual({
      code: 'ILLEGAL_ACTION',
      reason: 'TOO_FEW_ENTRANTS',
    });
    expect(await ivan.code(`mutation($id: ID!) { registerForTournament(id: $id, bot: "random") { id } }`, v)).toBe(
      'FORBIDDEN',
    );
    expect(await ivan.code(`mutation($id: ID!) { cancelTournament(id: $id) { id } }`, v)).toBe('FORBIDDEN');
    expect(await ivan.code(`{ tournament(id: "trn_nowhere") { id } }`)).toBe('NOT_FOUND');
    expect(await s.client.code(`mutation($id: ID!) { startTournament(id: $id) { id } }`, v)).toBe('UNAUTHENTICATED');
    const { tournament } = await ivan.data<{ tournament: Tournament }>(
      `query($id: ID!) { tournament(id: $id) { ${TOURNAMENT} } }`,
      v,
    );
    expect(tournament).toMatchObject({
      status: 'REGISTRATION',
      entrants: [{ entrantId: ivan.id, kind: 'PLAYER' }],
      rounds: [],
    });
  });

  it('runs a knockout of bots to its champion, tells subscribers as it goes, and exports standings and games', async () => {
    const id = await create({
      name: 'Bot knockout',
      ruleset: 'dice-race',
      format: 'SINGLE_ELIMINATION',
      options: { target: 10 },
    });
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, { id });
    for (let i = 0; i < 4; i++)
      await olga.data(`mutation($id: ID!) { registerForTournament(id: $id, bot: "random") { id } }`, { id });
    const updates = ivan.subscribe<{
      tournamentUpdated: { type: string; round: number | null; tournament: { status: string } };
    }>(`subscription($id: ID!) { tournamentUpdated(id: $id) { type round tournament { status } } }`, { id });
    // A checkpoint that the subscription is live before the start: registrations it hears.
    await waitFor(
      async () => {
        await olga.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, { id });
        await olga.data(`mutation($id: ID!) { withdrawFromTournament(id: $id) { id } }`, { id });
        return updates.received.length > 0;
      },
      60_000,
      'the subscription to hear the tournament',
    );
    const started = await olga.data<{ startTournament: Tournament }>(
      `mutation($id: ID!) { startTournament(id: $id) { ${TOURNAMENT} } }`,
      { id },
    );
    expect(started.startTournament.rounds[0].pairings.map((p) => p.kind)).toEqual(['GAME', 'GAME']);
    await updates.until(
      (r) => r.some((u) => u.tournamentUpdated.type === 'TournamentFinished'),
      150_000,
      'the knockout to finish',
    );
    const types = updates.received.map((u) => u.tournamentUpdated.type);
    expect(types.filter((t) => t === 'TournamentRoundPaired')).toHaveLength(2);
    expect(types.filter((t) => t === 'TournamentGameFinished')).toHaveLength(3);
    expect(updates.received.at(-1)?.tournamentUpdated.tournament.status).toBe('FINISHED');
    expect(types).toContain('TournamentPlayerWithdrawn');
    await updates.close();

    const { tournament } = await ivan.data<{ tournament: Tournament }>(
      `query($id: ID!) { tournament(id: $id) { ${TOURNAMENT} } }`,
      { id },
    );
    expect(tournament.games).toHaveLength(3);
    expect(tournament.games.every((g) => g.status === 'FINISHED')).toBe(true);
    const final = tournament.rounds[1].pairings[0];
    expect(tournament.champion).toBe(final.seats.find((x) => x.rank === 1)?.entrantId);
    expect(tournament.standings.map((r) => r.place)).toEqual([1, 2, 3, 3]);

    const { tournamentStandingsCsv: csv } = await ivan.data<{ tournamentStandingsCsv: string }>(
      `query($id: ID!) { tournamentStandingsCsv(id: $id) }`,
      { id },
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('place,entrant_id,name,kind,status,points,eliminated_in_round,seed,games,wins,byes');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(tournament.standings.map((r) => r.entrantId));

    for (const g of tournament.games) await s.history.settled(g.gameId);
    const { tournamentGamesNdjson: ndjson } = await ivan.data<{ tournamentGamesNdjson: string }>(
      `query($id: ID!) { tournamentGamesNdjson(id: $id) }`,
      { id },
    );
    const events = ndjson
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { streamId: string; seq: number; type: string });
    expect([...new Set(events.map((e) => e.streamId))]).toEqual(tournament.games.map((g) => g.gameId));
    for (const g of tournament.games) {
      const seqs = events.filter((e) => e.streamId === g.gameId).map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(events.some((e) => e.streamId === g.gameId && e.type === 'GameFinished')).toBe(true);
    }
    const { tournaments } = await ivan.data<{ tournaments: { id: string; format: string }[] }>(
      `{ tournaments(status: FINISHED) { id format } }`,
    );
    expect(tournaments).toContainEqual({ id, format: 'SINGLE_ELIMINATION' });
  });

  it('lets the organizer advance rounds by hand, with a withdrawal between them', async () => {
    const id = await create({
      name: uniqueName('Manual'),
      ruleset: 'dice-race',
      format: 'SWISS',
      rounds: 2,
      advance: 'MANUAL',
      options: { target: 8 },
    });
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, { id });
    for (let i = 0; i < 5; i++)
      await olga.data(`mutation($id: ID!) { registerForTournament(id: $id, bot: "random") { id } }`, { id });
    await olga.data(`mutation($id: ID!) { startTournament(id: $id) { id } }`, { id });
    expect(await reasonOf(olga, `mutation($id: ID!) { advanceTournament(id: $id) { id } }`, { id })).toMatchObject({
      reason: 'ROUND_IN_PROGRESS',
    });
    const query = `query($id: ID!) { tournament(id: $id) { ${TOURNAMENT} } }`;
    const closed = async () => {
      const { tournament } = await olga.data<{ tournament: Tournament }>(query, { id });
      return tournament.rounds.at(-1)?.status === 'CLOSED' ? tournament : undefined;
    };
    const afterOne = await waitFor(closed, 60_000, 'round 1 to close');
    expect(afterOne.status).toBe('RUNNING');
    await olga.data(`mutation($id: ID!) { withdrawFromTournament(id: $id, entrantId: "bot-5") { id } }`, { id });
    const { advanceTournament } = await olga.data<{ advanceTournament: Tournament }>(
      `mutation($id: ID!) { advanceTournament(id: $id) { ${TOURNAMENT} } }`,
      { id },
    );
    expect(advanceTournament.rounds).toHaveLength(2);
    expect(advanceTournament.rounds[1].pairings.flatMap((p) => p.seats.map((x) => x.entrantId))).not.toContain('bot-5');
    const done = await waitFor(
      async () => {
        const { tournament } = await olga.data<{ tournament: Tournament }>(query, { id });
        return tournament.status === 'FINISHED' ? tournament : undefined;
      },
      60_000,
      'the tournament to finish',
    );
    expect(done.standings).toHaveLength(5);
  });

  it("resigns, in the engine's game, the seat of a player who withdraws mid-game: his opponent wins it", async () => {
    const id = await create({ name: uniqueName('Walkout'), ruleset: 'dice-race', format: 'SWISS', rounds: 1 });
    const v = { id };
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, v);
    for (const p of [olga, ivan]) await p.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v);
    const { startTournament } = await olga.data<{ startTournament: Tournament }>(
      `mutation($id: ID!) { startTournament(id: $id) { ${TOURNAMENT} } }`,
      v,
    );
    const { gameId, seats } = startTournament.rounds[0].pairings[0];
    type Played = { game: { status: string; outcome: { ranks: number[] } | null } };
    const game = async () =>
      (await olga.data<Played>(`query($id: ID!) { game(id: $id) { status outcome { ranks } } }`, { id: gameId })).game;
    // Nobody moves: the game waits for its players until ivan leaves it.
    await waitFor(async () => (await game().catch(() => undefined))?.status === 'PLAYING', 30_000, 'the game');
    await ivan.data(`mutation($id: ID!) { withdrawFromTournament(id: $id) { id } }`, v);
    const over = await waitFor(
      async () => {
        const g = await game();
        return g.status === 'FINISHED' ? g : undefined;
      },
      // Sent at once, or by matchmaking's next sweep (30 s) if the game's creation was not marked yet.
      60_000,
      "the engine's game to end",
    );
    expect(over.outcome?.ranks).toEqual(seats.map((x) => (x.entrantId === ivan.id ? 2 : 1)));
  });

  it('closes a timed round whose players never show: each no-show forfeits on time, a loss in the standings', async () => {
    const clock = { control: { kind: 'realtime', initialMs: 1000, incrementMs: 0 } };
    expect(
      await olga.code(`mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`, {
        input: {
          name: 'Bad clock',
          ruleset: 'risk-empires',
          format: 'ROUND_ROBIN',
          clock: { control: { kind: 'sundial' } },
        },
      }),
    ).toBe('BAD_USER_INPUT');
    const id = await create({ name: 'No-shows', ruleset: 'risk-empires', format: 'ROUND_ROBIN', roundLimit: 2, clock });
    const v = { id };
    await olga.data(`mutation($id: ID!) { openTournamentRegistration(id: $id) { id } }`, v);
    await olga.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v);
    await ivan.data(`mutation($id: ID!) { registerForTournament(id: $id) { id } }`, v);
    await olga.data(`mutation($id: ID!) { startTournament(id: $id) { id } }`, v);
    const finished = await waitFor(
      async () => {
        const { tournament } = await olga.data<{ tournament: Tournament & { clock: unknown } }>(
          `query($id: ID!) { tournament(id: $id) { ${TOURNAMENT} clock } }`,
          v,
        );
        return tournament.status === 'FINISHED' ? tournament : undefined;
      },
      60_000,
      'the no-show round to close',
    );
    expect(finished.clock).toMatchObject({ ...clock, policy: { onTimeout: 'forfeit', noShow: 'forfeit' } });
    const [game] = finished.games;
    // The tournament hears of the end from matchmaking; the game query answers from history, which may lag.
    type Played = { game: { outcome: { ranks: number[]; forfeited: number[] } | null } };
    const played = await waitFor(
      async () => {
        const { game: g } = await olga.data<Played>(
          `query($id: ID!) { game(id: $id) { outcome { ranks forfeited } } }`,
          {
            id: game.gameId,
          },
        );
        return g.outcome ? { outcome: g.outcome } : undefined;
      },
      30_000,
      'history to have the outcome',
    );
    expect(played.outcome.forfeited.length).toBeGreaterThan(0);
    const [pairing] = finished.rounds[0].pairings;
    for (const seat of played.outcome.forfeited) expect(pairing.seats[seat].rank).toBe(2);
  });
});
