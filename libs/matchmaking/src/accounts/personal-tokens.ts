import { SCOPES, type PersonalTokenView, type Scope, type TokenGrant } from '@empires/contracts';
import type { Database } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { existingPlayer, identityOf, PLAYER_COLUMNS, type PlayerRow } from './identity';
import { revoked } from './sessions';

const MOST_TOKENS = 20;

function scopesOf(value: unknown, bot: boolean): Scope[] {
  const scopes = Array.isArray(value) ? [...new Set(value)] : [];
  if (scopes.length === 0 || !scopes.every((s): s is Scope => SCOPES.includes(s as Scope)))
    refuse('BAD_USER_INPUT', `scopes are one or more of ${SCOPES.join(', ')}`);
  if (bot && scopes.includes('play')) refuse('BAD_USER_INPUT', 'a bot account plays with the bot scope, not play');
  if (!bot && scopes.includes('bot')) refuse('BAD_USER_INPUT', 'only bot accounts take the bot scope');
  return scopes as Scope[];
}

export async function createPersonalToken(
  uow: UnitOfWork,
  playerId: string,
  p: { tokenId?: unknown; tokenHash?: unknown; label?: unknown; scopes?: unknown },
): Promise<PersonalTokenView> {
  const owner = await existingPlayer(uow, playerId, true);
  if (!owner.password_hash) refuse('FORBIDDEN', 'guests have no personal tokens: claim your account first');
  const label = typeof p.label === 'string' ? p.label.trim() : '';
  if (label.length < 1 || label.length > 60) refuse('BAD_USER_INPUT', 'a label is 1 to 60 characters');
  if (typeof p.tokenId !== 'string' || typeof p.tokenHash !== 'string')
    refuse('BAD_USER_INPUT', 'tokenId and tokenHash are required');
  const scopes = scopesOf(p.scopes, owner.bot);
  const [{ live }] = await uow.query<{ live: number }>(
    `SELECT count(*)::int AS live FROM personal_tokens WHERE player_id = $1 AND revoked_at IS NULL`,
    [playerId],
  );
  if (live >= MOST_TOKENS) refuse('BAD_USER_INPUT', `${MOST_TOKENS} tokens at most: revoke one first`);
  const [row] = await uow.query<{ created_at: Date }>(
    `INSERT INTO personal_tokens (token_id, player_id, label, scopes, token_hash) VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
    [p.tokenId, playerId, label, scopes, p.tokenHash],
  );
  return { tokenId: p.tokenId as string, label, scopes, createdAt: row.created_at.toISOString() };
}

export async function listPersonalTokens(db: Database, playerId: string): Promise<PersonalTokenView[]> {
  const rows = await db.query<{ token_id: string; label: string; scopes: Scope[]; created_at: Date }>(
    `SELECT token_id, label, scopes, created_at FROM personal_tokens WHERE player_id = $1 AND revoked_at IS NULL ORDER BY created_at`,
    [playerId],
  );
  return rows.map((r) => ({
    tokenId: r.token_id,
    label: r.label,
    scopes: r.scopes,
    createdAt: r.created_at.toISOString(),
  }));
}

export async function revokePersonalToken(uow: UnitOfWork, playerId: string, p: { tokenId?: unknown }, now: Date) {
  const gone = await uow.query(
    `UPDATE personal_tokens SET revoked_at = $3 WHERE token_id = $1 AND player_id = $2 AND revoked_at IS NULL RETURNING 1`,
    [p.tokenId, playerId, now],
  );
  if (gone.length === 0) refuse('NOT_FOUND', `you have no live token ${String(p.tokenId)}`);
  revoked(uow, 'PersonalTokenRevoked', {
    playerId,
    sessionIds: [],
    tokenIds: [p.tokenId as string],
    at: now.toISOString(),
  });
  return { ok: true };
}

/** Whom a live token names; a revoked, unknown or altered one names nobody. */
export async function authenticateToken(
  db: Database,
  p: { tokenId?: unknown; tokenHash?: unknown },
  now: Date,
): Promise<TokenGrant | null> {
  const [row] = await db.query<PlayerRow & { token_id: string; scopes: Scope[]; token_hash: string }>(
    `SELECT ${PLAYER_COLUMNS.split(', ')
      .map((c) => `p.${c}`)
      .join(', ')}, t.token_id, t.scopes, t.token_hash
       FROM personal_tokens t JOIN players p USING (player_id)
      WHERE t.token_id = $1 AND t.revoked_at IS NULL AND p.erased_at IS NULL`,
    [p.tokenId],
  );
  if (!row || row.token_hash !== p.tokenHash) return null;
  if (row.banned_until && row.banned_until > now) return null;
  return { ...identityOf(row, now), tokenId: row.token_id, scopes: row.scopes };
}
