import {
  BOT_LEVELS,
  DELETED_PLAYER,
  type MatchFoundView,
  type PlayerView,
  type QueueEntryView,
  type RatingView,
} from '@empires/contracts';
import type { Database } from '@empires/database';
import { botPlayerId } from '../bot-strength';
import { ratingView } from '../store/ratings-store';
import { pageSize, rulesetOf, type HandlerContext } from './context';
import { refuse } from './errors';

export async function queueStatus(db: Database, playerId: string): Promise<QueueEntryView[]> {
  const rows: { ruleset_id: string; players: number; bot_fill: boolean; joined_at: Date }[] = await db.query(
    `SELECT ruleset_id, players, bot_fill, joined_at FROM queue WHERE player_id = $1 ORDER BY joined_at`,
    [playerId],
  );
  return rows.map((r) => ({
    ruleset: r.ruleset_id,
    players: r.players,
    botFill: r.bot_fill,
    joinedAt: r.joined_at.toISOString(),
  }));
}

/**
 * Players and the built-in bot levels (`bot:<level>`, rated in queue and ladder games), so that a
 * player sees where they stand against each level; bots named by a policy stay off the board.
 */
export async function leaderboard(
  db: Database,
  ctx: HandlerContext,
  p: { ruleset?: unknown; first?: unknown },
): Promise<RatingView[]> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const first = pageSize(p.first);
  const rows = await db.query<Parameters<typeof ratingView>[0]>(
    `SELECT r.player_id, p.name, p.bot, r.ruleset_id, r.mu, r.sigma, r.games FROM ratings r LEFT JOIN players p USING (player_id)
      WHERE r.ruleset_id = $1 AND (p.player_id IS NOT NULL OR r.player_id = ANY($3::text[]))
      ORDER BY r.mu - 3 * r.sigma DESC, r.player_id LIMIT $2`,
    [ruleset.id, first, BOT_LEVELS.map(botPlayerId)],
  );
  return rows.map(ratingView);
}

export async function ratingHistory(db: Database, ctx: HandlerContext, p: { playerId?: unknown; ruleset?: unknown }) {
  const ruleset = rulesetOf(ctx, p.ruleset);
  if (typeof p.playerId !== 'string') refuse('BAD_USER_INPUT', 'playerId is required');
  const rows: { game_id: string; mu: number; sigma: number; rank: number; rated_at: Date }[] = await db.query(
    `SELECT game_id, mu, sigma, rank, rated_at FROM rating_history WHERE player_id = $1 AND ruleset_id = $2 ORDER BY rated_at, game_id`,
    [p.playerId, ruleset.id],
  );
  return rows.map((r, i) => ({
    gameId: r.game_id,
    mu: r.mu,
    sigma: r.sigma,
    ordinal: r.mu - 3 * r.sigma,
    rank: r.rank,
    games: i + 1,
    ratedAt: r.rated_at.toISOString(),
  }));
}

type RatingRow = Parameters<typeof ratingView>[0];

async function ratingsOf(db: Database, playerIds: readonly string[]): Promise<Map<string, RatingView[]>> {
  const rows = await db.query<RatingRow>(
    `SELECT r.player_id, p.name, p.bot, r.ruleset_id, r.mu, r.sigma, r.games FROM ratings r JOIN players p USING (player_id)
      WHERE r.player_id = ANY($1::text[]) ORDER BY r.player_id, r.ruleset_id`,
    [playerIds],
  );
  const byPlayer = new Map<string, RatingView[]>();
  for (const row of rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), ratingView(row)]);
  return byPlayer;
}

type ProfileRow = { player_id: string; name: string | null; password_hash: string | null; bot: boolean };
const PROFILE = `player_id, name, password_hash, bot`;

const profileOf = (r: ProfileRow, ratings: RatingView[]): PlayerView => ({
  playerId: r.player_id,
  name: r.name ?? DELETED_PLAYER,
  guest: r.password_hash === null,
  bot: r.bot,
  ratings,
});

export async function getPlayer(db: Database, p: { playerId?: unknown }): Promise<PlayerView> {
  if (typeof p.playerId !== 'string') refuse('BAD_USER_INPUT', 'playerId is required');
  const playerId = p.playerId as string;
  const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE} FROM players WHERE player_id = $1`, [playerId]);
  if (!row) refuse('NOT_FOUND', `no player ${playerId}`);
  return profileOf(row, (await ratingsOf(db, [playerId])).get(playerId) ?? []);
}

const LIKE_SPECIALS = /[\\%_]/g;

export async function searchPlayers(db: Database, p: { prefix?: unknown; first?: unknown }): Promise<PlayerView[]> {
  if (typeof p.prefix !== 'string' || p.prefix.trim().length === 0 || p.prefix.length > 40)
    refuse('BAD_USER_INPUT', 'prefix is 1 to 40 characters');
  const first = pageSize(p.first, 20, 100);
  const pattern = `${(p.prefix as string).trim().replace(LIKE_SPECIALS, (c) => `\\${c}`)}%`;
  const rows = await db.query<ProfileRow>(
    `SELECT ${PROFILE} FROM players WHERE name ILIKE $1 ORDER BY lower(name), player_id LIMIT $2`,
    [pattern, first],
  );
  const ratings = await ratingsOf(
    db,
    rows.map((r) => r.player_id),
  );
  return rows.map((r) => profileOf(r, ratings.get(r.player_id) ?? []));
}

/** The matches found for a player within `seconds`: a client that subscribes just after joining a queue misses none. */
export async function recentMatches(
  db: Database,
  playerId: string,
  p: { seconds?: unknown },
): Promise<MatchFoundView[]> {
  const seconds = p.seconds ?? 60;
  if (!Number.isInteger(seconds) || (seconds as number) < 1 || (seconds as number) > 300)
    refuse('BAD_USER_INPUT', 'seconds is 1 to 300');
  const rows = await db.query<{ payload: MatchFoundView & { type: string } }>(
    `SELECT payload FROM events WHERE stream_id = $1 AND type = 'MatchFound'
        AND occurred_at > now() - make_interval(secs => $2) ORDER BY seq`,
    [`player:${playerId}`, seconds],
  );
  return rows.map(({ payload: { type: _type, ...match } }) => match);
}
