import { randomUUID } from 'node:crypto';
import { ROLES, type ModerationEntry, type ReportView, type Role } from '@empires/contracts';
import type { Database } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { existingPlayer, requireRole } from './identity';
import { endAll, revoked } from './sessions';

const MODERATORS: readonly Role[] = ['moderator', 'admin'];
const LONGEST_HOURS = 24 * 365 * 10;

export const reasonOf = (value: unknown): string => {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason.length < 1 || reason.length > 500) refuse('BAD_USER_INPUT', 'a reason is 1 to 500 characters');
  return reason;
};

export async function reportPlayer(
  uow: UnitOfWork,
  reporterId: string,
  p: { playerId?: unknown; reason?: unknown; messageId?: unknown },
): Promise<ReportView> {
  const reported = await existingPlayer(uow, String(p.playerId));
  if (reported.player_id === reporterId) refuse('BAD_USER_INPUT', 'you cannot report yourself');
  const messageId = typeof p.messageId === 'string' ? p.messageId : undefined;
  const reportId = randomUUID();
  const [row] = await uow.query<{ created_at: Date }>(
    `INSERT INTO reports (report_id, reporter_id, player_id, message_id, reason) VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
    [reportId, reporterId, reported.player_id, messageId ?? null, reasonOf(p.reason)],
  );
  return {
    reportId,
    reporterId,
    playerId: reported.player_id,
    ...(messageId ? { messageId } : {}),
    reason: reasonOf(p.reason),
    createdAt: row.created_at.toISOString(),
  };
}

export async function listReports(db: Database, moderatorId: string): Promise<ReportView[]> {
  await requireRole(db, moderatorId, MODERATORS);
  const rows = await db.query<{
    report_id: string;
    reporter_id: string;
    player_id: string;
    message_id: string | null;
    reason: string;
    created_at: Date;
  }>(`SELECT * FROM reports WHERE closed_at IS NULL ORDER BY created_at LIMIT 500`);
  return rows.map((r) => ({
    reportId: r.report_id,
    reporterId: r.reporter_id,
    playerId: r.player_id,
    ...(r.message_id ? { messageId: r.message_id } : {}),
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
  }));
}

/** Bans and mutes, each an event on the player's account stream with its reason: the record admins read. */
export async function moderate(
  uow: UnitOfWork,
  moderatorId: string,
  p: { action?: unknown; playerId?: unknown; reason?: unknown; hours?: unknown },
  now: Date,
) {
  const moderator = await requireRole(uow, moderatorId, MODERATORS);
  const target = await existingPlayer(uow, String(p.playerId), true);
  if (target.roles.includes('admin')) refuse('FORBIDDEN', 'admins are not moderated');
  // A ban ends a moderator's sessions: only an admin, who gives and takes the role, may do that.
  if (target.roles.includes('moderator') && !moderator.roles.includes('admin'))
    refuse('FORBIDDEN', 'only an admin moderates a moderator');
  const reason = reasonOf(p.reason);
  const hours = p.hours;
  if (hours !== undefined && hours !== null && !(typeof hours === 'number' && hours > 0 && hours <= LONGEST_HOURS))
    refuse('BAD_USER_INPUT', `hours is more than 0 and at most ${LONGEST_HOURS}`);
  const until = new Date(typeof hours === 'number' ? now.getTime() + hours * 3_600_000 : Date.UTC(9999, 0, 1));
  const at = now.toISOString();
  const playerId = target.player_id;
  const base = { playerId, by: moderatorId, reason, at };
  switch (p.action) {
    case 'ban':
      await uow.query(`UPDATE players SET banned_until = $2 WHERE player_id = $1`, [playerId, until]);
      // Out of every queue, and every session and token ends (the gateways hear it as a revocation).
      await uow.query(`DELETE FROM queue WHERE player_id = $1`, [playerId]);
      revoked(uow, 'PlayerBanned', { ...base, ...(await endAll(uow, playerId, now)), until: until.toISOString() });
      break;
    case 'unban':
      await uow.query(`UPDATE players SET banned_until = NULL WHERE player_id = $1`, [playerId]);
      uow.record(`account:${playerId}`, 'PlayerUnbanned', base);
      break;
    case 'mute':
      await uow.query(`UPDATE players SET muted_until = $2 WHERE player_id = $1`, [playerId, until]);
      uow.record(`account:${playerId}`, 'PlayerMuted', { ...base, until: until.toISOString() });
      break;
    case 'unmute':
      await uow.query(`UPDATE players SET muted_until = NULL WHERE player_id = $1`, [playerId]);
      uow.record(`account:${playerId}`, 'PlayerUnmuted', base);
      break;
    default:
      refuse('BAD_USER_INPUT', 'action is ban, unban, mute or unmute');
  }
  if (p.action === 'ban' || p.action === 'mute')
    await uow.query(`UPDATE reports SET closed_at = $2 WHERE player_id = $1 AND closed_at IS NULL`, [playerId, now]);
  return { ok: true };
}

export async function setRole(
  uow: UnitOfWork,
  adminId: string,
  p: { playerId?: unknown; role?: unknown; granted?: unknown },
  now: Date,
) {
  await requireRole(uow, adminId, ['admin']);
  if (!ROLES.includes(p.role as Role)) refuse('BAD_USER_INPUT', `role is one of ${ROLES.join(', ')}`);
  const target = await existingPlayer(uow, String(p.playerId), true);
  if (!target.password_hash) refuse('BAD_USER_INPUT', 'roles go to accounts, not guests');
  const role = p.role as Role;
  const granted = p.granted === true;
  const roles = granted ? [...new Set([...target.roles, role])] : target.roles.filter((r) => r !== role);
  await uow.query(`UPDATE players SET roles = $2 WHERE player_id = $1`, [target.player_id, roles]);
  uow.record(`account:${target.player_id}`, granted ? 'RoleGranted' : 'RoleRevoked', {
    playerId: target.player_id,
    by: adminId,
    role,
    at: now.toISOString(),
  });
  return { ok: true };
}

const LOGGED = [
  'PlayerBanned',
  'PlayerUnbanned',
  'PlayerMuted',
  'PlayerUnmuted',
  'RoleGranted',
  'RoleRevoked',
  'ChatMessageDeleted',
  'AccountErased',
];

export async function moderationLog(db: Database, adminId: string, p: { playerId?: unknown }) {
  await requireRole(db, adminId, ['admin']);
  const rows = await db.query<{ type: string; payload: Omit<ModerationEntry, 'type'> & { role?: string } }>(
    typeof p.playerId === 'string'
      ? `SELECT type, payload FROM events WHERE stream_id = $1 AND type = ANY($2::text[]) ORDER BY seq DESC LIMIT 500`
      : `SELECT type, payload FROM events WHERE stream_id LIKE $1 AND type = ANY($2::text[]) ORDER BY occurred_at DESC LIMIT 500`,
    [typeof p.playerId === 'string' ? `account:${p.playerId}` : 'account:%', LOGGED],
  );
  return rows.map(({ type, payload }) => ({
    type,
    playerId: payload.playerId,
    by: payload.by,
    ...(payload.reason ? { reason: payload.reason } : payload.role ? { reason: payload.role } : {}),
    ...(payload.until ? { until: payload.until } : {}),
    at: payload.at,
  }));
}
