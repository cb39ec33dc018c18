import type { TournamentView } from '@empires/contracts';
import { DeadlineStore, Scheduler } from '@empires/scheduler';
import { uniqueName, waitFor } from '@empires/testing';
import { freshMatchmaking, type TestMatchmaking } from '../testing/matchmaking-db';
import { fireTournamentDeadlines, isTournamentStream } from './tournament-deadlines';

describe('scheduled tournaments', () => {
  let mm: TestMatchmaking;
  beforeAll(async () => (mm = await freshMatchmaking()), 30_000);
  afterAll(() => mm.drop());
  const organizer = uniqueName('org');

  /** Matchmaking's scheduler as the service runs it, over the test's schema. */
  const schedulerOf = () => {
    const s = new Scheduler(new DeadlineStore(mm.db), {
      owns: isTournamentStream,
      fire: (due) => fireTournamentDeadlines(mm.db, mm.store, due),
      idleMs: 100,
    });
    s.start();
    return s;
  };
  const view = (tournamentId: string) =>
    mm.ok<TournamentView>(organizer, { type: 'GetTournament', payload: { tournamentId } });
  const types = async (tournamentId: string) => (await mm.events(`tournament:${tournamentId}`)).map((e) => e.type);

  it('opens registration and starts by itself, with matchmaking down in between, withdrawing who did not check in', async () => {
    const opens = new Date(Date.now() + 500);
    const starts = new Date(Date.now() + 6_000);
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: {
        name: 'On time',
        ruleset: 'dice-race',
        format: 'swiss',
        rounds: 1,
        registrationOpensAt: opens.toISOString(),
        startsAt: starts.toISOString(),
        checkInSeconds: 3,
      },
    });
    const first = schedulerOf();
    try {
      await waitFor(async () => (await view(tournamentId)).status === 'registration', 10_000, 'registration to open');
    } finally {
      await first.stop(); // matchmaking goes down
    }
    const [ann, ben, cat] = [uniqueName('ann'), uniqueName('ben'), uniqueName('cat')];
    for (const p of [ann, ben, cat]) await mm.ok(p, { type: 'RegisterEntrant', payload: { tournamentId } });
    // (Check-in refused before its window: the decider's tests, where time is given, not waited for.)
    await waitFor(() => Date.now() >= starts.getTime() - 3_000, 10_000, 'check-in to open');
    for (const p of [ann, cat]) await mm.ok(p, { type: 'CheckInTournament', payload: { tournamentId } });
    await waitFor(() => Date.now() > starts.getTime() + 200, 5_000, 'the start to pass while down');
    expect((await view(tournamentId)).status).toBe('registration');

    const second = schedulerOf(); // matchmaking is back
    try {
      await waitFor(async () => (await view(tournamentId)).status === 'running', 10_000, 'the start');
    } finally {
      await second.stop();
    }
    const started = await view(tournamentId);
    // Withdrawn before the start: the registration is undone.
    expect(started.entrants.map((e) => e.entrantId).sort()).toEqual([ann, cat].sort());
    expect(started.roundsPlayed[0].pairings[0].seats.map((s) => s.entrantId).sort()).toEqual([ann, cat].sort());
    expect(await types(tournamentId)).toEqual([
      'TournamentCreated',
      'TournamentRegistrationOpened',
      'TournamentPlayerRegistered',
      'TournamentPlayerRegistered',
      'TournamentPlayerRegistered',
      'TournamentPlayerCheckedIn',
      'TournamentPlayerCheckedIn',
      'TournamentPlayerWithdrawn',
      'TournamentStarted',
      'TournamentRoundPaired',
    ]);
    const [left] = await mm.db.query(`SELECT * FROM deadlines WHERE stream_id = $1`, [`tournament:${tournamentId}`]);
    expect(left).toBeUndefined();
  }, 30_000);

  it('clears the deadline of a tournament the organizer started early, deciding nothing more', async () => {
    const starts = new Date(Date.now() + 1_000);
    const { tournamentId } = await mm.ok<TournamentView>(organizer, {
      type: 'CreateTournament',
      payload: { name: 'Early', ruleset: 'dice-race', format: 'swiss', rounds: 1, startsAt: starts.toISOString() },
    });
    await mm.ok(organizer, { type: 'OpenTournamentRegistration', payload: { tournamentId } });
    for (const p of ['ann', 'ben']) await mm.ok(uniqueName(p), { type: 'RegisterEntrant', payload: { tournamentId } });
    await mm.ok(organizer, { type: 'StartTournament', payload: { tournamentId } });
    const stream = `tournament:${tournamentId}`;
    expect(await mm.db.query(`SELECT 1 FROM deadlines WHERE stream_id = $1`, [stream])).toHaveLength(0);
    const before = await types(tournamentId);
    await fireTournamentDeadlines(
      mm.db,
      mm.store,
      [{ streamId: stream, fireAt: starts }],
      () => new Date(starts.getTime() + 1),
    );
    expect(await types(tournamentId)).toEqual(before);
  });

  it('refuses a start time in the past', async () => {
    expect(
      await mm.codeOf(organizer, {
        type: 'CreateTournament',
        payload: {
          name: 'Late',
          ruleset: 'dice-race',
          format: 'swiss',
          startsAt: new Date(Date.now() - 1000).toISOString(),
        },
      }),
    ).toBe('BAD_USER_INPUT');
  });
});
