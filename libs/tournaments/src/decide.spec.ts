import { isRefusal } from './refusal';
import { openWith, ORGANIZER, refusalOf, run, settings, started } from './testing/tournament-fixtures';
import { initialState } from './state';

const codeOf = (out: ReturnType<typeof refusalOf>) => (isRefusal(out) ? out.code : 'OK');
const created = run([{ type: 'CreateTournament', settings: settings('swiss') }]).state;
const player = (playerId: string) => ({ kind: 'player' as const, playerId, name: playerId, rating: 0 });

describe('tournament decider', () => {
  it('refuses a second tournament on the same stream', () => {
    expect(codeOf(refusalOf(created, { type: 'CreateTournament', settings: settings('swiss') }))).toBe(
      'ALREADY_EXISTS',
    );
  });

  it('refuses anything on a tournament that does not exist', () => {
    expect(codeOf(refusalOf(initialState, { type: 'Start', by: ORGANIZER }))).toBe('NOT_FOUND');
    expect(codeOf(refusalOf(initialState, { type: 'Register', by: 'ann', entrant: player('ann') }))).toBe('NOT_FOUND');
  });

  it('lets only the organizer open, start, advance and cancel', () => {
    const open = openWith('swiss', 4);
    for (const type of ['OpenRegistration', 'Start', 'Advance'] as const)
      expect(codeOf(refusalOf(created, { type, by: 'mallory' }))).toBe('FORBIDDEN');
    expect(codeOf(refusalOf(open, { type: 'Cancel', by: 'mallory', reason: 'mine now' }))).toBe('FORBIDDEN');
    expect(
      codeOf(
        refusalOf(open, { type: 'Register', by: 'mallory', entrant: { kind: 'bot', policy: 'random', rating: 0 } }),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(refusalOf(open, { type: 'Withdraw', by: 'mallory', entrantId: 'bot-1' }))).toBe('FORBIDDEN');
  });

  it('takes registrations only once open, and each player once', () => {
    expect(codeOf(refusalOf(created, { type: 'Register', by: 'ann', entrant: player('ann') }))).toBe(
      'REGISTRATION_CLOSED',
    );
    const open = run(
      [
        { type: 'OpenRegistration', by: ORGANIZER },
        { type: 'Register', by: 'ann', entrant: player('ann') },
      ],
      created,
    ).state;
    expect(codeOf(refusalOf(open, { type: 'Register', by: 'ann', entrant: player('ann') }))).toBe('ALREADY_REGISTERED');
    expect(codeOf(refusalOf(open, { type: 'Register', by: ORGANIZER, entrant: player('ann') }))).toBe(
      'ALREADY_REGISTERED',
    );
    expect(open.entrants.map((e) => e.entrantId)).toEqual(['ann']);
  });

  it('lets the organizer enter another player, and a player withdraw and come back before the start', () => {
    const open = run(
      [
        { type: 'OpenRegistration', by: ORGANIZER },
        { type: 'Register', by: ORGANIZER, entrant: player('ben') },
      ],
      created,
    ).state;
    const gone = run([{ type: 'Withdraw', by: 'ben', entrantId: 'ben' }], open).state;
    expect(gone.entrants).toEqual([]);
    expect(codeOf(refusalOf(gone, { type: 'Withdraw', by: 'ben', entrantId: 'ben' }))).toBe('NOT_REGISTERED');
    expect(
      run([{ type: 'Register', by: 'ben', entrant: player('ben') }], gone).state.entrants.map((e) => e.entrantId),
    ).toEqual(['ben']);
  });

  it('refuses to start with too few entrants and changes nothing', () => {
    const one = openWith('swiss', 1);
    expect(codeOf(refusalOf(one, { type: 'Start', by: ORGANIZER }))).toBe('TOO_FEW_ENTRANTS');
    expect(codeOf(refusalOf(openWith('pods', 3), { type: 'Start', by: ORGANIZER }))).toBe('TOO_FEW_ENTRANTS');
    expect(codeOf(refusalOf(openWith('double-elimination', 3), { type: 'Start', by: ORGANIZER }))).toBe(
      'TOO_FEW_ENTRANTS',
    );
    expect(codeOf(refusalOf(created, { type: 'Start', by: ORGANIZER }))).toBe('NOT_OPEN');
  });

  it('starts by seeding on rating and pairing round one', () => {
    const s = started(openWith('swiss', 6));
    expect(s.status).toBe('running');
    expect(s.seeds).toEqual(['bot-6', 'bot-5', 'bot-4', 'bot-3', 'bot-2', 'bot-1']);
    expect(s.rounds).toBe(3);
    expect(s.played[0].pairings.filter((p) => p.kind === 'game')).toHaveLength(3);
    expect(codeOf(refusalOf(s, { type: 'Start', by: ORGANIZER }))).toBe('ALREADY_STARTED');
    expect(codeOf(refusalOf(s, { type: 'Advance', by: ORGANIZER }))).toBe('ROUND_IN_PROGRESS');
  });

  it('records a game once: the same outcome again decides nothing', () => {
    const s = started(openWith('swiss', 4));
    const gameId = s.played[0].pairings[0].gameId!;
    const once = run([{ type: 'RecordResult', gameId, result: { ranks: [1, 2], reason: 'conquest' } }], s);
    expect(once.events.map((e) => e.type)).toEqual(['TournamentGameFinished']);
    expect(
      refusalOf(once.state, { type: 'RecordResult', gameId, result: { ranks: [2, 1], reason: 'conquest' } }),
    ).toEqual([]);
    expect(
      refusalOf(once.state, { type: 'RecordResult', gameId: 'elsewhere', result: { ranks: [1, 2], reason: 'x' } }),
    ).toEqual([]);
  });

  it('closes a round with its last game and, advancing by itself, pairs the next', () => {
    const s = started(openWith('swiss', 4));
    const [a, b] = s.played[0].pairings.map((p) => p.gameId!);
    const out = run(
      [
        { type: 'RecordResult', gameId: a, result: { ranks: [1, 2], reason: 'x' } },
        { type: 'RecordResult', gameId: b, result: { ranks: [2, 1], reason: 'x' } },
      ],
      s,
    );
    expect(out.events.map((e) => e.type)).toEqual([
      'TournamentGameFinished',
      'TournamentGameFinished',
      'TournamentRoundClosed',
      'TournamentRoundPaired',
    ]);
  });

  it('waits for the organizer between rounds when advancing by hand, taking late entries and withdrawals meanwhile', () => {
    const s = started(openWith('swiss', 4, { advance: 'manual' }));
    const closed = run(
      s.played[0].pairings.map((p) => ({
        type: 'RecordResult' as const,
        gameId: p.gameId!,
        result: { ranks: [1, 2], reason: 'x' },
      })),
      s,
    ).state;
    expect(closed.played).toHaveLength(1);
    const changed = run(
      [
        { type: 'Register', by: 'late', entrant: player('late') },
        { type: 'Withdraw', by: ORGANIZER, entrantId: 'bot-1' },
        { type: 'Advance', by: ORGANIZER },
      ],
      closed,
    ).state;
    const second = changed.played[1].pairings.flatMap((p) => p.seats);
    expect(second).toContain('late');
    expect(second).not.toContain('bot-1');
    expect(changed.entrants.find((e) => e.entrantId === 'late')?.joinedAfterRound).toBe(1);
  });

  it('refuses late entry where the format does not allow it', () => {
    const s = started(openWith('single-elimination', 4));
    expect(codeOf(refusalOf(s, { type: 'Register', by: 'late', entrant: player('late') }))).toBe('REGISTRATION_CLOSED');
  });

  it('is over once cancelled: nothing more is managed, outcomes are ignored', () => {
    const s = run([{ type: 'Cancel', by: ORGANIZER, reason: 'venue flooded' }], started(openWith('swiss', 4))).state;
    expect(s.status).toBe('cancelled');
    expect(codeOf(refusalOf(s, { type: 'Advance', by: ORGANIZER }))).toBe('TOURNAMENT_OVER');
    expect(
      refusalOf(s, {
        type: 'RecordResult',
        gameId: s.played[0].pairings[0].gameId!,
        result: { ranks: [1, 2], reason: 'x' },
      }),
    ).toEqual([]);
  });

  it('stops taking entrants at the limit', () => {
    const full = openWith('swiss', 2, { maxEntrants: 2 });
    expect(codeOf(refusalOf(full, { type: 'Register', by: 'ann', entrant: player('ann') }))).toBe('TOURNAMENT_FULL');
  });
});
