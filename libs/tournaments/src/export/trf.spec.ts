import { Dice } from '@empires/rules-kernel';
import { isRefusal } from '../refusal';
import { standingsOf } from '../standings/standings';
import { openWith, ORGANIZER, playOut, run, started } from '../testing/tournament-fixtures';
import type { TournamentState } from '../state';
import { resultsCsv } from './results-csv';
import { exportTrf } from './trf';
import { parseTrf, standingsFromTrf, TrfFormatError } from './trf-parse';

/** Seeded results with draws: a third of the games end level. */
const withDraws = (dice: Dice) => (): number[] => {
  const roll = dice.int(0, 2);
  return roll === 0 ? [1, 1] : roll === 1 ? [1, 2] : [2, 1];
};

/** A finished nine-player Swiss of five rounds: byes, draws, a withdrawal after round 2 and a late entry. */
function finishedSwiss(): TournamentState {
  const dice = Dice.fromSeed(7);
  let s = started(openWith('swiss', 9, { rounds: 5, advance: 'manual' }));
  for (let round = 1; round <= 5; round++) {
    s = playOut(s, withDraws(dice), 1).state;
    if (round === 2) {
      s = run([{ type: 'Withdraw', by: ORGANIZER, entrantId: 'bot-4' }], s).state;
      s = run(
        [
          {
            type: 'Register',
            by: ORGANIZER,
            entrant: { kind: 'bot', policy: 'random', name: 'Late, "quoted"', rating: 3.25 },
          },
        ],
        s,
      ).state;
    }
    if (s.status === 'running') s = run([{ type: 'Advance', by: ORGANIZER }], s).state;
  }
  return s;
}

describe('official results: TRF', () => {
  const state = finishedSwiss();

  it('is played to the end with everything the format has to write', () => {
    expect(state.status).toBe('finished');
    const kinds = state.played.flatMap((r) => r.pairings.map((p) => p.kind));
    expect(kinds).toContain('bye');
    expect(state.played.flatMap((r) => r.pairings).some((p) => p.result?.ranks[0] === p.result?.ranks[1])).toBe(true);
  });

  it('parses back to the standings of the finished Swiss event', () => {
    const trf = exportTrf(state);
    if (isRefusal(trf)) throw new Error(trf.message);
    expect(standingsFromTrf(parseTrf(trf))).toEqual(standingsOf(state));
  });

  it('writes results in the FIDE columns: start rank, name, rating, points, rank, then 10 characters a round', () => {
    const trf = exportTrf(state) as string;
    const lines = trf.split('\n').filter((l) => l.startsWith('001'));
    expect(lines).toHaveLength(10);
    const file = parseTrf(trf);
    expect(file.rounds).toBe(5);
    const top = file.players.find((p) => p.rank === 1)!;
    expect(top.points).toBe(standingsOf(state)[0].points);
    // The withdrawn entrant is not paired after round 2; the late one not before round 3.
    expect(
      file.players
        .find((p) => p.entrantId === 'bot-4')!
        .rounds.slice(2)
        .map((r) => r.result),
    ).toEqual(['Z', 'Z', 'Z']);
    expect(
      file.players
        .find((p) => p.fullName === 'Late, "quoted"')!
        .rounds.slice(0, 2)
        .map((r) => r.result),
    ).toEqual(['Z', 'Z']);
    // Opponents are each other's: A met B in round r exactly when B met A.
    for (const p of file.players)
      for (const r of p.rounds)
        if (r.opponent !== null) expect(file.players[r.opponent - 1].rounds[r.round - 1].opponent).toBe(p.startRank);
  });

  it('has the Buchholz of every entrant add up from its opponents in the file', () => {
    const file = parseTrf(exportTrf(state) as string);
    const points = new Map(file.players.map((p) => [p.startRank, p.points]));
    for (const p of file.players) {
      const buchholz = p.rounds.reduce(
        (sum, r) => sum + (r.opponent && r.result !== '' ? points.get(r.opponent)! : 0),
        0,
      );
      expect(p.tieBreaks?.find((t) => t.name === 'buchholz')?.value).toBe(buchholz);
    }
  });

  it('refuses a file whose results do not add up to its points', () => {
    const trf = (exportTrf(state) as string).replace(/^(001 {4}1.{72}).{4}/m, '$1 9.5');
    expect(() => standingsFromTrf(parseTrf(trf))).toThrow(TrfFormatError);
  });

  it('is refused for pods, where a table is more than two', () => {
    const pods = started(openWith('pods', 8));
    expect(exportTrf(pods)).toMatchObject({ refused: true, code: 'BAD_USER_INPUT' });
  });

  it('keeps a name of letters outside the BMP whole: columns count characters, not UTF-16 units', () => {
    const name = '𠀀'.repeat(40); // cut to 33 letters, each two UTF-16 units
    const entry = {
      type: 'Register' as const,
      by: ORGANIZER,
      entrant: { kind: 'bot' as const, policy: 'random', name, rating: 2 },
    };
    const s = playOut(started(run([entry], openWith('swiss', 3, { rounds: 1 })).state), () => [1, 2]).state;
    const trf = exportTrf(s) as string;
    expect(trf).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no high surrogate left alone
    const read = parseTrf(trf).players.find((p) => p.name.startsWith('𠀀'));
    expect(read?.name).toBe('𠀀'.repeat(33));
    expect(standingsFromTrf(parseTrf(trf))).toEqual(standingsOf(s));
  });

  it('writes a rating below zero as 0 in the rating column, keeping its sign in XEN', () => {
    const entry = {
      type: 'Register' as const,
      by: ORGANIZER,
      entrant: { kind: 'bot' as const, policy: 'random', name: 'Low', rating: -1234.5 },
    };
    const s = playOut(started(run([entry], openWith('swiss', 3, { rounds: 1 })).state), () => [1, 2]).state;
    const file = parseTrf(exportTrf(s) as string);
    expect(file.players.find((p) => p.name === 'Low')?.rating).toBe(0);
    expect(exportTrf(s)).toMatch(/^XEN .* -1234\.5 Low$/m);
  });

  it('is refused, to be exported as CSV, where an entrant scored more than the points column holds (99.5)', () => {
    const beats = (p: { seats: readonly string[] }) =>
      Number(p.seats[0].slice(4)) > Number(p.seats[1].slice(4)) ? [1, 2] : [2, 1];
    const hundred = playOut(started(openWith('round-robin', 102, { maxEntrants: 1024 })), beats, 2000).state;
    expect(standingsOf(hundred)[0].points).toBe(101);
    expect(exportTrf(hundred)).toMatchObject({ refused: true, code: 'BAD_USER_INPUT' });
  }, 60_000);
});

describe('official results: CSV', () => {
  it('has a row per seat of every table, byes included', () => {
    const s = finishedSwiss();
    const csv = resultsCsv(s);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('round,table,kind,game_id,seat,entrant_id,name,rank,points,reason');
    const seats = s.played.flatMap((r) => r.pairings).reduce((n, p) => n + p.seats.length, 0);
    expect(rows).toHaveLength(seats + 1);
    expect(csv).toContain('"Late, ""quoted"""');
  });
});
