import { refuse } from '../requests/errors';

/** Letters, digits, spaces and `_.'-`, 1 to 40 of them, as registration has always allowed. */
const NAME = /^[\p{L}\p{N} _.'-]{1,40}$/u;

/** The name a player's token carries, kept as the profile of a player known only by that token. */
export const tokenName = (name: unknown): string | undefined =>
  typeof name === 'string' && /^.{1,40}$/u.test(name) ? name : undefined;

export function validName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!NAME.test(trimmed)) refuse('BAD_USER_INPUT', "a name is 1 to 40 letters, digits, spaces or _ . ' -");
  return trimmed;
}

interface Querier {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** Account names are unique whatever their case; a guest may not take one either. */
export async function refuseTakenName(q: Querier, name: string, except?: string): Promise<void> {
  const [taken] = await q.query<{ player_id: string }>(
    `SELECT player_id FROM players WHERE lower(name) = lower($1) AND password_hash IS NOT NULL AND player_id <> $2`,
    [name, except ?? ''],
  );
  if (taken) refuse('NAME_TAKEN', `the name ${name} belongs to an account; choose another`);
}
