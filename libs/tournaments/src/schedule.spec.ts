import { isRefusal } from './refusal';
import { nextDeadline } from './schedule';
import { settingsFrom, type RulesetFacts } from './settings';
import { ORGANIZER, run, settings } from './testing/tournament-fixtures';
import { tournamentSpec as tournament } from './testing/tournament-spec';
import type { TournamentState } from './state';

const OPENS = '2030-01-01T09:00:00.000Z';
const STARTS = '2030-01-01T10:00:00.000Z';
const CHECK_IN_OPENS = '2030-01-01T09:50:00.000Z';
const player = (playerId: string) => ({ kind: 'player' as const, playerId, name: playerId, rating: 0 });
const checkIn = (by: string, entrantId: string, at = CHECK_IN_OPENS) => ({
  type: 'CheckIn' as const,
  by,
  entrantId,
  at,
});

const scheduled = (extra = {}) =>
  run([
    {
      type: 'CreateTournament',
      settings: settings('swiss', { registrationOpensAt: OPENS, startsAt: STARTS, rounds: 1, ...extra }),
    },
  ]).state;

/** Registration opened by the schedule, and these players entered. */
const withPlayers = (s: TournamentState, ids: string[]) =>
  run(
    [
      { type: 'RunSchedule', at: OPENS },
      ...ids.map((id) => ({ type: 'Register' as const, by: id, entrant: player(id) })),
    ],
    s,
  ).state;

describe('schedules', () => {
  it('keeps the next moment the tournament acts by itself as its deadline: opening, then the start, then none', () => {
    const draft = scheduled();
    expect(nextDeadline(draft)).toBe(OPENS);
    const open = withPlayers(draft, ['ann', 'ben']);
    expect(nextDeadline(open)).toBe(STARTS);
    const running = run([{ type: 'RunSchedule', at: STARTS }], open).state;
    expect(running.status).toBe('running');
    expect(nextDeadline(running)).toBeNull();
  });

  it('decides nothing before its time, and nothing when told twice', () => {
    const draft = scheduled();
    tournament.givenState(draft).when({ type: 'RunSchedule', at: '2030-01-01T08:59:59.999Z' }).then();
    const open = tournament
      .givenState(draft)
      .when({ type: 'RunSchedule', at: OPENS })
      .then({ type: 'TournamentRegistrationOpened' });
    expect(open.state.status).toBe('registration');
    tournament.givenState(open.state).when({ type: 'RunSchedule', at: OPENS }).then();
  });

  it('opens and starts at once when both times have passed (matchmaking was down across both)', () => {
    const draft = scheduled();
    const late = run(
      [
        { type: 'RunSchedule', at: OPENS },
        { type: 'Register', by: 'ann', entrant: player('ann') },
        { type: 'Register', by: 'ben', entrant: player('ben') },
      ],
      draft,
    );
    expect(late.state.status).toBe('registration');
    tournament
      .givenState(late.state)
      .when({ type: 'RunSchedule', at: '2030-01-01T11:00:00.000Z' })
      .thenLike({ type: 'TournamentStarted' }, { type: 'TournamentRoundPaired' });
  });

  it('cancels a scheduled start with too few entrants, saying why', () => {
    const open = withPlayers(scheduled(), ['ann']);
    tournament
      .givenState(open)
      .when({ type: 'RunSchedule', at: STARTS })
      .then({ type: 'TournamentCancelled', by: 'schedule', reason: 'swiss needs at least 2 entrants; 1 entered' });
  });

  it('still lets the organizer open and start early', () => {
    const open = run([{ type: 'OpenRegistration', by: ORGANIZER }], scheduled()).state;
    expect(nextDeadline(open)).toBe(STARTS);
  });
});

describe('check-in', () => {
  const open = withPlayers(scheduled({ checkInSeconds: 600 }), ['ann', 'ben', 'cat']);

  it('is open only in its window before the start', () => {
    const given = tournament.givenState(open);
    given.when(checkIn('ann', 'ann', '2030-01-01T09:49:59.000Z')).thenViolation('CHECK_IN_CLOSED');
    given.when(checkIn('ann', 'ann')).then({ type: 'TournamentPlayerCheckedIn', entrantId: 'ann', by: 'ann' });
  });

  it('is for yourself, or the organizer for anyone, once', () => {
    tournament.givenState(open).when(checkIn('ben', 'ann')).thenViolation('FORBIDDEN');
    const done = tournament.givenState(run([checkIn(ORGANIZER, 'ann')], open).state);
    done.when(checkIn('ann', 'ann')).thenViolation('ALREADY_CHECKED_IN');
    done.when(checkIn('dan', 'dan')).thenViolation('NOT_REGISTERED');
  });

  it('withdraws whoever has not checked in before round 1, and pairs only the others', () => {
    const checked = run([checkIn('ann', 'ann'), checkIn('cat', 'cat', STARTS)], open).state;
    const out = run([{ type: 'RunSchedule', at: STARTS }], checked);
    expect(out.events.map((e) => e.type)).toEqual([
      'TournamentPlayerWithdrawn',
      'TournamentStarted',
      'TournamentRoundPaired',
    ]);
    expect(out.events[0]).toMatchObject({ entrantId: 'ben', by: 'check-in', afterRound: 0 });
    expect(out.state.played[0].pairings.flatMap((p) => p.seats).sort()).toEqual(['ann', 'cat']);
  });

  it('refuses a start by hand when too few have checked in, withdrawing nobody', () => {
    const one = run([checkIn('ann', 'ann')], open).state;
    const refusal = tournament
      .givenState(one)
      .when({ type: 'Start', by: ORGANIZER, at: CHECK_IN_OPENS })
      .thenViolation('TOO_FEW_ENTRANTS');
    expect(refusal.message).toBe('swiss needs at least 2 entrants; 1 checked in');
  });
});

describe('schedule settings', () => {
  const risk: RulesetFacts = { id: 'risk-empires', seats: { min: 2, max: 6 }, hasRoundLimit: true };
  const ids = { tournamentId: 'trn_1', organizer: 'olga', seed: 7 };
  const now = new Date('2030-01-01T08:00:00.000Z');
  const messageOf = (extra: object) => {
    const out = settingsFrom(
      { name: 'x', ruleset: 'risk-empires', format: 'swiss', ...extra } as never,
      risk,
      ids,
      now,
    );
    return isRefusal(out) ? out.message : 'OK';
  };

  it('takes future times in order, and check-in with a start', () => {
    expect(messageOf({ registrationOpensAt: OPENS, startsAt: STARTS, checkInSeconds: 600 })).toBe('OK');
    expect(messageOf({ startsAt: '2029-12-31T00:00:00Z' })).toMatch(/in the future/);
    expect(messageOf({ startsAt: 'tomorrow' })).toMatch(/ISO 8601/);
    expect(messageOf({ registrationOpensAt: STARTS, startsAt: OPENS })).toMatch(/before the start/);
    expect(messageOf({ checkInSeconds: 600 })).toMatch(/needs startsAt/);
    expect(messageOf({ startsAt: STARTS, checkInSeconds: 0 })).toMatch(/checkInSeconds/);
  });
});
