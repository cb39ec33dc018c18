import { tournamentSpec as tournament } from './testing/tournament-spec';
import { openWith, ORGANIZER, run, settings, started } from './testing/tournament-fixtures';

const created = tournament.given({ type: 'TournamentCreated', settings: settings('swiss') });
const player = (playerId: string) => ({ kind: 'player' as const, playerId, name: playerId, rating: 0 });
const registered = (playerId: string, by = playerId) => ({
  type: 'TournamentPlayerRegistered' as const,
  entrant: { entrantId: playerId, ...player(playerId) },
  by,
  afterRound: 0,
});
const result = (gameId: string, ranks: number[]) => ({
  type: 'RecordResult' as const,
  gameId,
  result: { ranks, reason: 'x' },
});

describe('tournament decider', () => {
  it('refuses a second tournament on the same stream', () => {
    created.when({ type: 'CreateTournament', settings: settings('swiss') }).thenViolation('ALREADY_EXISTS');
  });

  it('refuses anything on a tournament that does not exist', () => {
    tournament.given().when({ type: 'Start', by: ORGANIZER }).thenViolation('NOT_FOUND');
    tournament
      .given()
      .when({ type: 'Register', by: 'ann', entrant: player('ann') })
      .thenViolation('NOT_FOUND');
  });

  it('lets only the organizer open, start, advance and cancel', () => {
    const open = tournament.givenState(openWith('swiss', 4));
    for (const type of ['OpenRegistration', 'Start', 'Advance'] as const)
      created.when({ type, by: 'mallory' }).thenViolation('FORBIDDEN');
    open.when({ type: 'Cancel', by: 'mallory', reason: 'mine now' }).thenViolation('FORBIDDEN');
    open
      .when({ type: 'Register', by: 'mallory', entrant: { kind: 'bot', policy: 'random', rating: 0 } })
      .thenViolation('FORBIDDEN');
    open.when({ type: 'Withdraw', by: 'mallory', entrantId: 'bot-1' }).thenViolation('FORBIDDEN');
  });

  it('takes registrations only once open, and each player once', () => {
    created.when({ type: 'Register', by: 'ann', entrant: player('ann') }).thenViolation('REGISTRATION_CLOSED');
    const open = created
      .and({ type: 'TournamentRegistrationOpened' })
      .when({ type: 'Register', by: 'ann', entrant: player('ann') })
      .then(registered('ann'));
    const ann = tournament.givenState(open.state);
    ann.when({ type: 'Register', by: 'ann', entrant: player('ann') }).thenViolation('ALREADY_REGISTERED');
    ann.when({ type: 'Register', by: ORGANIZER, entrant: player('ann') }).thenViolation('ALREADY_REGISTERED');
    expect(open.state.entrants.map((e) => e.entrantId)).toEqual(['ann']);
  });

  it('lets the organizer enter another player, and a player withdraw and come back before the start', () => {
    const open = created
      .and({ type: 'TournamentRegistrationOpened' })
      .when({ type: 'Register', by: ORGANIZER, entrant: player('ben') })
      .then(registered('ben', ORGANIZER));
    const gone = tournament
      .givenState(open.state)
      .when({ type: 'Withdraw', by: 'ben', entrantId: 'ben' })
      .then({ type: 'TournamentPlayerWithdrawn', entrantId: 'ben', by: 'ben', afterRound: 0 });
    expect(gone.state.entrants).toEqual([]);
    const left = tournament.givenState(gone.state);
    left.when({ type: 'Withdraw', by: 'ben', entrantId: 'ben' }).thenViolation('NOT_REGISTERED');
    left.when({ type: 'Register', by: 'ben', entrant: player('ben') }).then(registered('ben'));
  });

  it('refuses to start with too few entrants and changes nothing', () => {
    const start = { type: 'Start', by: ORGANIZER } as const;
    tournament.givenState(openWith('swiss', 1)).when(start).thenViolation('TOO_FEW_ENTRANTS');
    tournament.givenState(openWith('pods', 3)).when(start).thenViolation('TOO_FEW_ENTRANTS');
    tournament.givenState(openWith('double-elimination', 3)).when(start).thenViolation('TOO_FEW_ENTRANTS');
    created.when(start).thenViolation('NOT_OPEN');
  });

  it('starts by seeding on rating and pairing round one', () => {
    const s = started(openWith('swiss', 6));
    expect(s.status).toBe('running');
    expect(s.seeds).toEqual(['bot-6', 'bot-5', 'bot-4', 'bot-3', 'bot-2', 'bot-1']);
    expect(s.rounds).toBe(3);
    expect(s.played[0].pairings.filter((p) => p.kind === 'game')).toHaveLength(3);
    tournament.givenState(s).when({ type: 'Start', by: ORGANIZER }).thenViolation('ALREADY_STARTED');
    tournament.givenState(s).when({ type: 'Advance', by: ORGANIZER }).thenViolation('ROUND_IN_PROGRESS');
  });

  it('records a game once: the same outcome again decides nothing', () => {
    const s = started(openWith('swiss', 4));
    const gameId = s.played[0].pairings[0].gameId!;
    const once = tournament
      .givenState(s)
      .when(result(gameId, [1, 2]))
      .thenLike({ type: 'TournamentGameFinished', gameId });
    tournament
      .givenState(once.state)
      .when(result(gameId, [2, 1]))
      .then();
    tournament
      .givenState(once.state)
      .when(result('elsewhere', [1, 2]))
      .then();
  });

  it('closes a round with its last game and, advancing by itself, pairs the next', () => {
    const s = started(openWith('swiss', 4));
    const [a, b] = s.played[0].pairings.map((p) => p.gameId!);
    tournament
      .givenState(run([result(a, [1, 2])], s).state)
      .when(result(b, [2, 1]))
      .thenLike(
        { type: 'TournamentGameFinished', gameId: b },
        { type: 'TournamentRoundClosed', round: 1 },
        { type: 'TournamentRoundPaired', round: 2 },
      );
  });

  it('waits for the organizer between rounds when advancing by hand, taking late entries and withdrawals meanwhile', () => {
    const s = started(openWith('swiss', 4, { advance: 'manual' }));
    const closed = run(
      s.played[0].pairings.map((p) => result(p.gameId!, [1, 2])),
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

  describe('a withdrawal mid-round', () => {
    it("forfeits the entrant's unfinished game, its seat last, and closes the round it was the last of", () => {
      const s = started(openWith('swiss', 4));
      const [first, last] = s.played[0].pairings;
      const quitter = last.seats[1];
      tournament
        .givenState(run([result(first.gameId!, [1, 2])], s).state)
        .when({ type: 'Withdraw', by: ORGANIZER, entrantId: quitter })
        .thenLike(
          { type: 'TournamentPlayerWithdrawn', entrantId: quitter },
          {
            type: 'TournamentGameFinished',
            round: 1,
            gameId: last.gameId,
            result: { ranks: [1, 2], reason: `forfeit: ${quitter} withdrew` },
          },
          { type: 'TournamentRoundClosed', round: 1 },
          { type: 'TournamentRoundPaired', round: 2 },
        );
    });

    it('lets the organizer advance past a round whose withdrawn entrant never finished its game, pairing on without it', () => {
      const s = started(openWith('swiss', 4, { advance: 'manual' }));
      const quitter = s.played[0].pairings[0].seats[0];
      const { state } = run(
        [
          { type: 'Withdraw', by: ORGANIZER, entrantId: quitter },
          ...s.played[0].pairings.slice(1).map((p) => result(p.gameId!, [1, 2])),
          { type: 'Advance', by: ORGANIZER },
        ],
        s,
      );
      expect(state.played[0]).toMatchObject({ closed: true });
      expect(state.played[0].pairings[0].result?.ranks).toEqual([2, 1]);
      expect(state.played[1].pairings.flatMap((p) => p.seats)).not.toContain(quitter);
    });

    it('ranks a pod seat that withdrew last, the others sharing the places above it', () => {
      const s = started(openWith('pods', 4));
      const game = s.played[0].pairings[0];
      const quitter = game.seats[2];
      const { state } = run([{ type: 'Withdraw', by: ORGANIZER, entrantId: quitter }], s);
      expect(state.played[0].pairings[0].result?.ranks).toEqual([1, 1, 4, 1]);
    });

    it('records nothing more for the game when its real end comes after', () => {
      const s = started(openWith('swiss', 2));
      const game = s.played[0].pairings[0];
      const after = run([{ type: 'Withdraw', by: ORGANIZER, entrantId: game.seats[0] }], s).state;
      tournament
        .givenState(after)
        .when(result(game.gameId!, [1, 2]))
        .then();
    });
  });

  it('refuses late entry where the format does not allow it', () => {
    tournament
      .givenState(started(openWith('single-elimination', 4)))
      .when({ type: 'Register', by: 'late', entrant: player('late') })
      .thenViolation('REGISTRATION_CLOSED');
  });

  it('is over once cancelled: nothing more is managed, outcomes are ignored', () => {
    const running = started(openWith('swiss', 4));
    const cancelled = tournament
      .givenState(running)
      .when({ type: 'Cancel', by: ORGANIZER, reason: 'venue flooded' })
      .then({ type: 'TournamentCancelled', by: ORGANIZER, reason: 'venue flooded' });
    expect(cancelled.state.status).toBe('cancelled');
    const over = tournament.givenState(cancelled.state);
    over.when({ type: 'Advance', by: ORGANIZER }).thenViolation('TOURNAMENT_OVER');
    over.when(result(running.played[0].pairings[0].gameId!, [1, 2])).then();
  });

  it('stops taking entrants at the limit', () => {
    tournament
      .givenState(openWith('swiss', 2, { maxEntrants: 2 }))
      .when({ type: 'Register', by: 'ann', entrant: player('ann') })
      .thenViolation('TOURNAMENT_FULL');
  });
});
