import { hasFields, jsonOf } from './json-line';
import type { Row, TableDefinition } from './tables/definitions';

/** A player's rating after one rated game, as `empires ratings` writes it (one JSON object a line). */
export interface RatingRecord {
  readonly playerId: string;
  readonly name: string;
  readonly ruleset: string;
  readonly gameId: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly rank: number;
  readonly ratedAt: string;
}

/** A line that is not a rating record. */
export class RatingFormatError extends Error {
  readonly code = 'EXPORT_FORMAT';
}

/** What a line must hold to be read as a rating record. */
const RATING_FIELDS = { playerId: 'string', ordinal: 'number', ratedAt: 'string' } as const;
const isRating = (value: unknown): value is RatingRecord => hasFields(value, RATING_FIELDS);

/** Reads `empires ratings` output; a line that is not JSON or not a rating is a RatingFormatError. */
export function parseRatings(text: string): RatingRecord[] {
  const records: RatingRecord[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const value = jsonOf(line);
    if (value === undefined) throw new RatingFormatError(`ratings line ${i + 1}: not JSON`);
    if (!isRating(value))
      throw new RatingFormatError(
        `ratings line ${i + 1}: not a rating (${Object.keys(RATING_FIELDS).join(', ')}): write it with empires ratings`,
      );
    records.push(value);
  });
  return records;
}

export const ratingsTable: TableDefinition = {
  name: 'ratings',
  row: 'rated game of a player',
  description:
    'Ratings over time (OpenSkill, from `empires ratings`): a player’s rating after each rated game of a ruleset.',
  columns: [
    { name: 'player_id', type: 'string', meaning: 'The player.' },
    { name: 'name', type: 'string', meaning: 'The player’s name.' },
    { name: 'ruleset', type: 'string', meaning: 'The ruleset the rating is for.' },
    { name: 'game_id', type: 'string', meaning: 'The game that moved it (joins `games.game_id`).' },
    { name: 'rated_at', type: 'timestamp', unit: 'UTC', meaning: 'When the game was rated.' },
    { name: 'rank', type: 'int', unit: 'place', meaning: 'The player’s place in that game, 1 = first.' },
    {
      name: 'mu',
      type: 'double',
      unit: 'skill points',
      meaning: 'Mean skill after the game (OpenSkill μ, 25 at the start).',
    },
    {
      name: 'sigma',
      type: 'double',
      unit: 'skill points',
      meaning: 'Uncertainty after the game (σ, 25/3 at the start).',
    },
    {
      name: 'ordinal',
      type: 'double',
      unit: 'skill points',
      meaning: 'μ − 3σ: the conservative rating the leaderboard ranks by.',
    },
  ],
};

export const ratingRow = (r: RatingRecord): Row => ({
  player_id: r.playerId,
  name: r.name,
  ruleset: r.ruleset,
  game_id: r.gameId,
  rated_at: r.ratedAt,
  rank: r.rank,
  mu: r.mu,
  sigma: r.sigma,
  ordinal: r.ordinal,
});

/** Each player's latest rating per ruleset: the distribution the report draws. */
export function latestRatings(records: readonly RatingRecord[]): RatingRecord[] {
  const latest = new Map<string, RatingRecord>();
  for (const r of records) {
    const key = `${r.ruleset} ${r.playerId}`;
    const seen = latest.get(key);
    if (!seen || seen.ratedAt < r.ratedAt) latest.set(key, r);
  }
  return [...latest.values()];
}
