import type { Actor, Revocation, SessionGrant } from '@empires/contracts';
import type { Database } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { existingPlayer, identityOf, playerRow, refuseBanned, PLAYER_COLUMNS, type PlayerRow } from './identity';
import { refuseTakenName, validName } from './names';

/** Revocations a gateway must know of: as long as the longest access token lives, and then some. */
const LONGEST_REVOCATION_S = 24 * 3600;

const text = (value: unknown, what: string, max = 200): string =>
  typeof value === 'string' && value.length > 0 && value.length <= max
    ? value
    : refuse('BAD_USER_INPUT', `${what} is required`);

/** The player a new account or guest is created for: the gateway chose its id. */
export const newPlayerId = (actor: Actor): string =>
  actor.kind === 'player' ? actor.playerId : refuse('BAD_USER_INPUT', 'a new player needs an id');

async function open(uow: UnitOfWork, row: PlayerRow, p: { sessionId?: unknown; refreshHash?: unknown }, now: Date) {
  const sessionId = text(p.sessionId, 'sessionId', 80);
  await uow.query(`INSERT INTO sessions (session_id, player_id, refresh_hash) VALUES ($1, $2, $3)`, [
    sessionId,
    row.player_id,
    text(p.refreshHash, 'refreshHash', 100),
  ]);
  return { ...identityOf(row, now), sessionId } satisfies SessionGrant;
}

export async function registerGuest(
  uow: UnitOfWork,
  playerId: string,
  p: { name?: unknown; sessionId?: unknown; refreshHash?: unknown },
  now: Date,
): Promise<SessionGrant> {
  const name = validName(p.name);
  await refuseTakenName(uow, name);
  const [row] = await uow.query<PlayerRow>(
    `INSERT INTO players (player_id, name) VALUES ($1, $2) RETURNING ${PLAYER_COLUMNS}`,
    [playerId, name],
  );
  return open(uow, row, p, now);
}

export async function signUp(
  uow: UnitOfWork,
  playerId: string,
  p: { name?: unknown; passwordHash?: unknown; bot?: unknown; sessionId?: unknown; refreshHash?: unknown },
  now: Date,
): Promise<SessionGrant> {
  const name = validName(p.name);
  await uow.query(`LOCK TABLE players IN SHARE ROW EXCLUSIVE MODE`); // two sign-ups of one name: one wins
  await refuseTakenName(uow, name);
  const [row] = await uow.query<PlayerRow>(
    `INSERT INTO players (player_id, name, password_hash, bot) VALUES ($1, $2, $3, $4) RETURNING ${PLAYER_COLUMNS}`,
    [playerId, name, text(p.passwordHash, 'passwordHash'), p.bot === true],
  );
  return open(uow, row, p, now);
}

/** A guest keeps its id, and so its games and ratings, and gets a password. */
export async function claimAccount(uow: UnitOfWork, playerId: string, p: { passwordHash?: unknown }, now: Date) {
  await uow.query(`LOCK TABLE players IN SHARE ROW EXCLUSIVE MODE`);
  const row = await existingPlayer(uow, playerId, true);
  if (row.password_hash) refuse('BAD_USER_INPUT', 'this player is an account already');
  await refuseTakenName(uow, row.name ?? '', playerId);
  const [claimed] = await uow.query<PlayerRow>(
    `UPDATE players SET password_hash = $2 WHERE player_id = $1 RETURNING ${PLAYER_COLUMNS}`,
    [playerId, text(p.passwordHash, 'passwordHash')],
  );
  return identityOf(claimed, now);
}

/** What a sign-in checks: the hash stays on the bus between two services, never in an answer to a client. */
export async function credentials(db: Database, p: { name?: unknown }, now: Date) {
  const name = validName(p.name);
  const [row] = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players WHERE lower(name) = lower($1) AND password_hash IS NOT NULL`,
    [name],
  );
  if (!row) return null;
  return { ...identityOf(row, now), passwordHash: row.password_hash };
}

export async function openSession(
  uow: UnitOfWork,
  playerId: string,
  p: { sessionId?: unknown; refreshHash?: unknown },
  now: Date,
) {
  const row = await existingPlayer(uow, playerId);
  refuseBanned(row, now);
  return open(uow, row, p, now);
}

/**
 * Spends a refresh token for the next one. A token spent already, presented again, means two
 * holders (one of them a thief): the session ends for both, as OAuth's rotation advice has it.
 */
export async function refreshSession(
  uow: UnitOfWork,
  p: { refreshHash?: unknown; nextRefreshHash?: unknown },
  now: Date,
): Promise<SessionGrant | { refused: string }> {
  const hash = text(p.refreshHash, 'refreshHash', 100);
  const [live] = await uow.query<{ session_id: string; player_id: string; revoked_at: Date | null }>(
    `SELECT session_id, player_id, revoked_at FROM sessions WHERE refresh_hash = $1 FOR UPDATE`,
    [hash],
  );
  if (!live) {
    const [spent] = await uow.query<{ session_id: string; player_id: string }>(
      `UPDATE sessions SET revoked_at = coalesce(revoked_at, $2) WHERE previous_hash = $1 RETURNING session_id, player_id`,
      [hash, now],
    );
    if (spent)
      revoked(uow, 'SessionRevoked', {
        playerId: spent.player_id,
        sessionIds: [spent.session_id],
        tokenIds: [],
        at: now.toISOString(),
      });
    // Answered, not thrown: the session's end must commit with the refusal.
    return { refused: 'the refresh token is not valid: sign in again' };
  }
  if (live.revoked_at) return { refused: 'the session has ended: sign in again' };
  const row = await playerRow(uow, live.player_id);
  refuseBanned(row, now);
  await uow.query(
    `UPDATE sessions SET previous_hash = refresh_hash, refresh_hash = $2, refreshed_at = $3 WHERE session_id = $1`,
    [live.session_id, text(p.nextRefreshHash, 'nextRefreshHash', 100), now],
  );
  return { ...identityOf(row as PlayerRow, now), sessionId: live.session_id };
}

export async function signOut(uow: UnitOfWork, playerId: string, p: { sessionId?: unknown }, now: Date) {
  const sessionId = text(p.sessionId, 'sessionId', 80);
  const ended = await uow.query(
    `UPDATE sessions SET revoked_at = $3 WHERE session_id = $1 AND player_id = $2 AND revoked_at IS NULL RETURNING 1`,
    [sessionId, playerId, now],
  );
  if (ended.length > 0)
    revoked(uow, 'SessionRevoked', { playerId, sessionIds: [sessionId], tokenIds: [], at: now.toISOString() });
  return { ok: true };
}

/** Every session and personal token of the player ends, and the gateways stop taking their access tokens. */
export async function signOutEverywhere(uow: UnitOfWork, playerId: string, now: Date) {
  revoked(uow, 'SessionsRevoked', await endAll(uow, playerId, now));
  return { ok: true };
}

/** Ends every session and token of a player (sign-out everywhere, a ban, erasure): what to tell the gateways. */
export async function endAll(uow: UnitOfWork, playerId: string, now: Date): Promise<Revocation> {
  const sessions = await uow.query<{ session_id: string }>(
    `UPDATE sessions SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL RETURNING session_id`,
    [playerId, now],
  );
  const tokens = await uow.query<{ token_id: string }>(
    `UPDATE personal_tokens SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL RETURNING token_id`,
    [playerId, now],
  );
  return {
    playerId,
    sessionIds: sessions.map((s) => s.session_id),
    tokenIds: tokens.map((t) => t.token_id),
    at: now.toISOString(),
  };
}

/** Revocation events: every gateway hears them on the player's account stream. */
export const REVOCATION_EVENTS = [
  'SessionRevoked',
  'SessionsRevoked',
  'PersonalTokenRevoked',
  'PlayerBanned',
  'AccountErased',
];

export function revoked(
  uow: UnitOfWork,
  type: (typeof REVOCATION_EVENTS)[number],
  payload: Revocation & { readonly by?: string; readonly reason?: string; readonly until?: string },
): void {
  uow.record(`account:${payload.playerId}`, type, payload);
}

export async function recentRevocations(db: Database, p: { seconds?: unknown }): Promise<Revocation[]> {
  const seconds = p.seconds;
  if (!Number.isInteger(seconds) || (seconds as number) < 1 || (seconds as number) > LONGEST_REVOCATION_S)
    refuse('BAD_USER_INPUT', `seconds is 1 to ${LONGEST_REVOCATION_S}`);
  const rows = await db.query<{ payload: Revocation }>(
    `SELECT payload FROM events WHERE stream_id LIKE 'account:%' AND type = ANY($2::text[])
        AND occurred_at > now() - make_interval(secs => $1) ORDER BY occurred_at`,
    [seconds, REVOCATION_EVENTS],
  );
  return rows.map(({ payload: r }) => ({
    playerId: r.playerId,
    sessionIds: r.sessionIds ?? [],
    tokenIds: r.tokenIds ?? [],
    at: r.at,
  }));
}
