import type { Client } from 'pg';
import { quoteIdent } from './database';

/** The PostgreSQL role a service connects as: `empires_<service>` (`bot-runner` gives `empires_bot_runner`). */
export const serviceRole = (service: string): string => `empires_${service.replace(/-/g, '_')}`;

/** `url` with `role` as its user and no password: how a role connects where the server trusts local connections. */
export function roleUrl(url: string, role: string): string {
  const u = new URL(url);
  u.username = role;
  u.password = '';
  return u.toString();
}

/** The password in a URL, if it carries one. */
export const passwordOf = (url: string): string | undefined => decodeURIComponent(new URL(url).password) || undefined;

/**
 * Creates a login role when it is missing. Roles belong to the whole server, so services and
 * test files starting together race to create the same one: the losers' 42710 (exists) and
 * 23505 (both inserting at once) mean it is there. Its tables and sequences are its own
 * (PostgreSQL grants the public nothing on them); its functions are made so too (PostgreSQL
 * lets the public execute a new function).
 */
export async function ensureRole(admin: Client, role: string, password?: string): Promise<void> {
  const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (found.rowCount !== 0) return;
  const secret = password ? ` PASSWORD ${admin.escapeLiteral(password)}` : '';
  const created = await admin.query(`CREATE ROLE ${quoteIdent(role)} LOGIN${secret}`).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code !== '42710' && error.code !== '23505') throw error;
      return false;
    },
  );
  // By the creator alone: two sessions changing one role's defaults at once fail ("tuple concurrently updated").
  if (created)
    await admin.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${quoteIdent(role)} REVOKE ALL ON FUNCTIONS FROM PUBLIC`);
}

/**
 * The service's schema, owned by its role, reachable by no one else (readers it publishes views
 * to are granted them by its own migrations). Whatever in it the role does not own (a schema
 * made before services had roles, a table the administrator added) is handed to the role.
 */
export async function ensureOwnedSchema(admin: Client, schema: string, role: string): Promise<void> {
  const s = quoteIdent(schema);
  const r = quoteIdent(role);
  const [name, owner] = [admin.escapeLiteral(schema), admin.escapeLiteral(role)];
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${s} AUTHORIZATION ${r}`);
  await admin.query(`ALTER SCHEMA ${s} OWNER TO ${r}`);
  await admin.query(`REVOKE ALL ON SCHEMA ${s} FROM PUBLIC`);
  // Tables, views and free sequences (a column's sequence follows its table), then functions.
  await admin.query(
    `DO $$ DECLARE o record; BEGIN
       FOR o IN SELECT c.oid::regclass AS name FROM pg_class c
                 WHERE c.relnamespace = ${name}::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
                   AND pg_get_userbyid(c.relowner) <> ${owner}
                   AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
       LOOP EXECUTE format('ALTER TABLE %s OWNER TO %I', o.name, ${owner}); END LOOP;
       FOR o IN SELECT p.oid::regprocedure AS name FROM pg_proc p
                 WHERE p.pronamespace = ${name}::regnamespace AND pg_get_userbyid(p.proowner) <> ${owner}
       LOOP EXECUTE format('ALTER ROUTINE %s OWNER TO %I', o.name, ${owner}); END LOOP;
     END $$`,
  );
}
