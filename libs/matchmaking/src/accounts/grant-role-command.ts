/**
 * `npm run grant-role -- <name> <admin|moderator> [--revoke]`: what an operator does on the
 * database to make the first admin (admins then grant roles through the API, `setRole`).
 */
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@empires/contracts';
import { connectAsService } from '@empires/database';

export async function grantRole(argv: readonly string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false } },
  });
  const [name, role] = positionals;
  if (!name || !ROLES.includes(role as Role)) {
    console.error(`usage: npm run grant-role -- <account name> <${ROLES.join('|')}> [--revoke]`);
    return 2;
  }
  const db = connectAsService('matchmaking');
  try {
    const changed = await db.query<{ player_id: string; roles: string[] }>(
      values.revoke
        ? `UPDATE players SET roles = array_remove(roles, $2) WHERE lower(name) = lower($1) AND password_hash IS NOT NULL RETURNING player_id, roles`
        : `UPDATE players SET roles = array(SELECT DISTINCT unnest(roles || ARRAY[$2])) WHERE lower(name) = lower($1) AND password_hash IS NOT NULL RETURNING player_id, roles`,
      [name, role],
    );
    if (changed.length === 0) {
      console.error(`no account named ${name} (guests hold no roles: sign up or claim the account first)`);
      return 1;
    }
    console.log(`${name} (${changed[0].player_id}): roles ${changed[0].roles.join(', ') || 'none'}`);
    return 0;
  } finally {
    await db.close();
  }
}
