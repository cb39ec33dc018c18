import { isRefusal } from './refusal';
import { settingsFrom, type RulesetFacts } from './settings';
import { standingsOf, tieBreakRule } from './standings/standings';
import { openWith, ORGANIZER, playOut, run } from './testing/tournament-fixtures';
import { tournamentSpec as tournament } from './testing/tournament-spec';

describe('seeding by hand', () => {
  const open = openWith('single-elimination', 4); // bot-1..bot-4, rated 1..4

  it('seeds by rating unless the organizer orders the seeds', () => {
    expect(run([{ type: 'Start', by: ORGANIZER }], open).state.seeds).toEqual(['bot-4', 'bot-3', 'bot-2', 'bot-1']);
  });

  it("starts with the organizer's order, entrants it does not name after by rating", () => {
    const seeded = run(
      [
        { type: 'SetSeeds', by: ORGANIZER, seeds: ['bot-1', 'bot-3'] },
        { type: 'Start', by: ORGANIZER },
      ],
      open,
    ).state;
    expect(seeded.seeds).toEqual(['bot-1', 'bot-3', 'bot-4', 'bot-2']);
    // A bracket of four: seed 1 meets seed 4, seed 2 meets seed 3.
    expect(seeded.played[0].pairings.map((p) => [...p.seats].sort())).toEqual([
      ['bot-1', 'bot-2'],
      ['bot-3', 'bot-4'],
    ]);
  });

  it('pairs a Swiss round from the seeds set by hand', () => {
    const swiss = run(
      [
        { type: 'SetSeeds', by: ORGANIZER, seeds: ['bot-1', 'bot-2', 'bot-3', 'bot-4'] },
        { type: 'Start', by: ORGANIZER },
      ],
      openWith('swiss', 4, { rounds: 1 }),
    );
    const round = swiss.events.find((e) => e.type === 'TournamentRoundPaired');
    expect(
      round?.type === 'TournamentRoundPaired' && (round.audit?.input as { id: string }[]).map((p) => p.id),
    ).toEqual(['bot-1', 'bot-2', 'bot-3', 'bot-4']);
  });

  it('is the organizer’s, before the start, naming entrants once', () => {
    const seeds = (by: string, ...ids: string[]) => ({ type: 'SetSeeds' as const, by, seeds: ids });
    const given = tournament.givenState(open);
    given.when(seeds('bot-1', 'bot-1')).thenViolation('FORBIDDEN');
    given.when(seeds(ORGANIZER, 'bot-1', 'bot-1')).thenViolation('BAD_USER_INPUT');
    given.when(seeds(ORGANIZER, 'nobody')).thenViolation('NOT_REGISTERED');
    given.when(seeds(ORGANIZER, 'bot-2')).then({ type: 'TournamentSeedsSet', seeds: ['bot-2'], by: ORGANIZER });
    const started = run([{ type: 'Start', by: ORGANIZER }], open).state;
    tournament.givenState(started).when(seeds(ORGANIZER, 'bot-1')).thenViolation('ALREADY_STARTED');
  });
});

describe('tie-breaks in the organizer’s order', () => {
  const risk: RulesetFacts = { id: 'risk-empires', seats: { min: 2, max: 6 }, hasRoundLimit: true };
  const ids = { tournamentId: 'trn_1', organizer: 'olga', seed: 7 };
  const messageOf = (input: object) => {
    const out = settingsFrom({ name: 'x', ruleset: 'risk-empires', ...input } as never, risk, ids);
    return isRefusal(out) ? out.message : 'OK';
  };

  it('orders the standings and names the rule as the organizer chose', () => {
    const s = run(
      [{ type: 'Start', by: ORGANIZER }],
      openWith('round-robin', 4, { tieBreaks: ['rating', 'wins'] }),
    ).state;
    const done = playOut(s, () => [1, 1]).state; // every game drawn: points equal, rating decides
    const rows = standingsOf(done);
    expect(rows.map((r) => r.entrantId)).toEqual(['bot-4', 'bot-3', 'bot-2', 'bot-1']);
    expect(rows[0].tieBreaks.map((t) => t.name)).toEqual(['rating', 'wins']);
    expect(tieBreakRule(done)).toBe(
      'points (win 1, draw 1/2, bye 1), then rating at registration, then games won, then registration order',
    );
  });

  it('takes known tie-breaks once each, for Swiss and round robin only', () => {
    expect(messageOf({ format: 'swiss', tieBreaks: ['wins', 'buchholz'] })).toBe('OK');
    expect(messageOf({ format: 'swiss', tieBreaks: ['median'] })).toMatch(/tieBreaks are some of/);
    expect(messageOf({ format: 'swiss', tieBreaks: ['wins', 'wins'] })).toMatch(/each once/);
    expect(messageOf({ format: 'pods', tableSize: 4, tieBreaks: ['wins'] })).toMatch(/Swiss and round robin/);
  });

  it('takes an arena of two seats by default, for a set duration', () => {
    expect(messageOf({ format: 'arena', durationSeconds: 60 })).toBe('OK');
    expect(messageOf({ format: 'arena' })).toMatch(/durationSeconds/);
    expect(messageOf({ format: 'swiss', durationSeconds: 60 })).toMatch(/for arenas/);
    expect(messageOf({ format: 'arena', durationSeconds: 60, advance: 'manual' })).toMatch(/advance/);
  });
});
