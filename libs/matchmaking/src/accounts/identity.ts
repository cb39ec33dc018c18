import { DELETED_PLAYER, type Identity, type Role } from '@empires/contracts';
import { refuse } from '../requests/errors';

interface Querier {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface PlayerRow {
  player_id: string;
  name: string | null;
  password_hash: string | null;
  bot: boolean;
  roles: Role[];
  banned_until: Date | null;
  muted_until: Date | null;
  erased_at: Date | null;
}

export const PLAYER_COLUMNS = `player_id, name, password_hash, bot, roles, banned_until, muted_until, erased_at`;

export const identityOf = (row: PlayerRow, now: Date): Identity => ({
  playerId: row.player_id,
  name: row.name ?? DELETED_PLAYER,
  guest: row.password_hash === null,
  bot: row.bot,
  roles: row.roles,
  ...(row.banned_until && row.banned_until > now ? { bannedUntil: row.banned_until.toISOString() } : {}),
});

/** The player's row, locked for the transaction when `forUpdate`. */
export async function playerRow(q: Querier, playerId: string, forUpdate = false): Promise<PlayerRow | undefined> {
  const [row] = await q.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players WHERE player_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return row;
}

export async function existingPlayer(q: Querier, playerId: string, forUpdate = false): Promise<PlayerRow> {
  const row = await playerRow(q, playerId, forUpdate);
  if (!row || row.erased_at) return refuse('NOT_FOUND', `no player ${playerId}`);
  return row;
}

/** Banned players keep their games but may not sign in, queue, sit at tables, enter events or chat. */
export function refuseBanned(row: PlayerRow | undefined, now: Date): void {
  if (row?.banned_until && row.banned_until > now)
    refuse('FORBIDDEN', `this account is banned until ${row.banned_until.toISOString()}`);
  if (row?.erased_at) refuse('UNAUTHENTICATED', 'this account was erased');
}

export async function requireRole(q: Querier, playerId: string, roles: readonly Role[]): Promise<PlayerRow> {
  const row = await playerRow(q, playerId);
  if (!row || !roles.some((r) => row.roles.includes(r)))
    refuse('FORBIDDEN', `only ${roles.join(' or ')} accounts may do this`);
  return row as PlayerRow;
}
