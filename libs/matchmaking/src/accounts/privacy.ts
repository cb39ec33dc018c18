import type { Database } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { existingPlayer, identityOf, requireRole } from './identity';
import { listPersonalTokens } from './personal-tokens';
import { endAll, revoked } from './sessions';

/**
 * Erasure: the name goes from the one table that holds it, and with it from every view, export
 * and dump (they look names up here, or carry player ids only); the player's chat messages are
 * emptied; sessions and tokens end. The games stay whole, played by "deleted player".
 */
export async function eraseAccount(uow: UnitOfWork, askerId: string, p: { playerId?: unknown }, now: Date) {
  const playerId = typeof p.playerId === 'string' && p.playerId !== askerId ? p.playerId : askerId;
  if (playerId !== askerId) await requireRole(uow, askerId, ['admin']);
  await existingPlayer(uow, playerId, true);
  await uow.query(
    `UPDATE players SET name = NULL, password_hash = NULL, roles = '{}', erased_at = $2 WHERE player_id = $1`,
    [playerId, now],
  );
  await uow.query(`DELETE FROM queue WHERE player_id = $1`, [playerId]);
  await uow.query(`UPDATE chat_messages SET body = NULL, deleted_at = $2 WHERE author_id = $1 AND deleted_at IS NULL`, [
    playerId,
    now,
  ]);
  revoked(uow, 'AccountErased', { ...(await endAll(uow, playerId, now)), by: askerId });
  return { ok: true };
}

/** Everything kept about the asker, as one document they can download. */
export async function myData(db: Database, playerId: string, now: Date) {
  const row = await existingPlayer(db, playerId);
  if (!row) refuse('NOT_FOUND', 'no such player');
  const [ratings, ratingHistory, sessions, messages, tournaments, reports] = await Promise.all([
    db.query(`SELECT ruleset_id, mu, sigma, games FROM ratings WHERE player_id = $1`, [playerId]),
    db.query(`SELECT game_id, ruleset_id, mu, sigma, rank, rated_at FROM rating_history WHERE player_id = $1`, [
      playerId,
    ]),
    db.query(`SELECT session_id, created_at, refreshed_at, revoked_at FROM sessions WHERE player_id = $1`, [playerId]),
    db.query(
      `SELECT message_id, channel, body, sent_at FROM chat_messages WHERE author_id = $1 AND deleted_at IS NULL`,
      [playerId],
    ),
    db.query(
      `SELECT DISTINCT stream_id FROM events WHERE stream_id LIKE 'tournament:%' AND type = 'TournamentPlayerRegistered' AND payload->'entrant'->>'playerId' = $1`,
      [playerId],
    ),
    db.query(`SELECT report_id, player_id, reason, created_at FROM reports WHERE reporter_id = $1`, [playerId]),
  ]);
  return {
    exportedAt: now.toISOString(),
    player: identityOf(row, now),
    ratings,
    ratingHistory,
    sessions,
    personalTokens: await listPersonalTokens(db, playerId),
    chatMessages: messages,
    tournaments: tournaments.map((t) => (t as { stream_id: string }).stream_id.slice('tournament:'.length)),
    reportsMade: reports,
    games: 'every game you played is listed by `games(player: <your id>)` and exported by `gamesExport`',
  };
}
