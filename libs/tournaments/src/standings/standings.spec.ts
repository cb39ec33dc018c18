import type { TournamentFormat } from '@empires/contracts';
import type { TournamentEvent } from '../events';
import { fold } from '../state';
import { settings } from '../testing/tournament-fixtures';
import { standingsOf } from './standings';

/** A tournament whose rounds are given table by table, each as its seats in order with their ranks: `'a:1 b:2'`. */
function played(format: TournamentFormat, ratings: Record<string, number>, rounds: string[][]) {
  const ids = Object.keys(ratings);
  const events: TournamentEvent[] = [
    {
      type: 'TournamentCreated',
      settings: settings(format, {
        tableSize: format === 'pods' ? 3 : 2,
        minTableSize: format === 'pods' ? 3 : 2,
        rounds: rounds.length,
      }),
    },
    { type: 'TournamentRegistrationOpened' },
    ...ids.map((id) => ({
      type: 'TournamentPlayerRegistered' as const,
      entrant: { entrantId: id, kind: 'player' as const, playerId: id, name: id, rating: ratings[id] },
      by: id,
      afterRound: 0,
    })),
    { type: 'TournamentStarted', seeds: ids, rounds: rounds.length },
  ];
  rounds.forEach((round, r) => {
    const tables = round.map((table) => {
      const places = table.split(' ').map((place) => place.split(':'));
      return [places.map(([seat]) => seat), places.map(([, rank]) => Number(rank))] as const;
    });
    const gameId = (t: number) => `g${r + 1}.${t + 1}`;
    events.push({
      type: 'TournamentRoundPaired',
      round: r + 1,
      pairings: tables.map(([seats], t) => ({ table: t + 1, kind: 'game', gameId: gameId(t), seats })),
    });
    tables.forEach(([, ranks], t) =>
      events.push({
        type: 'TournamentGameFinished',
        round: r + 1,
        gameId: gameId(t),
        result: { ranks, reason: 'test' },
      }),
    );
  });
  return standingsOf(fold(events));
}

const tie = (row: { tieBreaks: readonly { name: string; value: number }[] }, name: string) =>
  row.tieBreaks.find((t) => t.name === name)?.value;

describe('standings', () => {
  // a beats b, c draws d; then a beats c, b beats d.
  const swiss = played('swiss', { a: 0, b: 0, c: 0, d: 0 }, [
    ['a:1 b:2', 'c:1 d:1'],
    ['a:1 c:2', 'b:1 d:2'],
  ]);

  it('counts a win 1, a draw 1/2 and a loss 0', () => {
    expect(swiss.map((r) => [r.entrantId, r.points])).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 0.5],
      ['d', 0.5],
    ]);
  });

  it("breaks equal points by Buchholz, the sum of the opponents' points", () => {
    expect(swiss.map((r) => tie(r, 'buchholz'))).toEqual([1.5, 2.5, 2.5, 1.5]);
  });

  it('computes Sonneborn-Berger as the points of opponents beaten plus half of those drawn', () => {
    expect(swiss.map((r) => tie(r, 'sonneborn-berger'))).toEqual([1.5, 0.5, 0.25, 0.25]);
  });

  it('falls back on rating, then registration order, when points, Buchholz and Sonneborn-Berger are equal', () => {
    const rows = played('swiss', { a: 1, b: 9, c: 0, d: 0 }, [['a:1 c:2', 'b:1 d:2']]);
    expect(rows.map((r) => r.entrantId)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('orders pods by placement points, then head-to-head among the tied, then rating', () => {
    const rows = played('pods', { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }, [
      ['a:1 b:2 c:3', 'd:1 e:2 f:3'],
      ['a:3 d:1 f:2', 'b:3 c:1 e:2'],
    ]);
    expect(rows.map((r) => [r.entrantId, r.points])).toEqual([
      ['d', 4],
      ['a', 2],
      ['c', 2],
      ['e', 2],
      ['f', 1],
      ['b', 1],
    ]);
    expect(rows.slice(1, 4).map((r) => tie(r, 'head-to-head'))).toEqual([1, 0, -1]);
  });
});
