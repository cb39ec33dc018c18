import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { latestRatings, parseRatings, RatingFormatError, ratingRow, ratingsTable, type RatingRecord } from './ratings';
import { toParquet } from './tables/write';

const rating = (playerId: string, ratedAt: string, ordinal: number): RatingRecord => ({
  playerId,
  name: playerId,
  ruleset: 'risk-empires',
  gameId: `g-${ratedAt}`,
  mu: ordinal + 25,
  sigma: 25 / 3,
  ordinal,
  rank: 1,
  ratedAt,
});
const records = [
  rating('ann', '2026-03-01T10:00:00.000Z', 1),
  rating('ann', '2026-03-02T10:00:00.000Z', 3),
  rating('ben', '2026-03-01T11:00:00.000Z', -2),
];

describe('ratings over time', () => {
  it('reads what empires ratings writes, and refuses anything else', () => {
    const text = records.map((r) => JSON.stringify(r)).join('\n') + '\n';
    expect(parseRatings(text)).toEqual(records);
    expect(() => parseRatings('{"streamId":"g1","seq":1}\n')).toThrow(RatingFormatError);
  });

  it('refuses a line that is not JSON, or is JSON null, with RatingFormatError naming its line', () => {
    const good = JSON.stringify(records[0]);
    expect(() => parseRatings(`${good}\n\nnot json\n`)).toThrow(new RatingFormatError('ratings line 3: not JSON'));
    expect(() => parseRatings('null\n')).toThrow(RatingFormatError);
    expect(() => parseRatings('42\n')).toThrow(RatingFormatError);
  });

  it('takes each player’s latest rating for the distribution', () => {
    expect(latestRatings(records).map((r) => [r.playerId, r.ordinal])).toEqual([
      ['ann', 3],
      ['ben', -2],
    ]);
  });

  it('writes the ratings table as DuckDB reads it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'empires-ratings-'));
    try {
      const file = join(dir, 'ratings.parquet');
      writeFileSync(file, new Uint8Array(await toParquet(ratingsTable, records.map(ratingRow))));
      const db = await (await DuckDBInstance.create(':memory:')).connect();
      const rows = (
        await db.runAndReadAll(
          `SELECT player_id, count(*)::int AS games, max(ordinal) AS best, max(rated_at)::varchar AS last FROM read_parquet('${file}') GROUP BY player_id ORDER BY player_id`,
        )
      ).getRowObjectsJS();
      db.closeSync();
      expect(rows).toEqual([
        { player_id: 'ann', games: 2, best: 3, last: '2026-03-02 10:00:00' },
        { player_id: 'ben', games: 1, best: -2, last: '2026-03-01 11:00:00' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
