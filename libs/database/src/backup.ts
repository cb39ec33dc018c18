import { execFile } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { ensureDatabase } from './service-database';
import { ensureRole } from './roles';

const execFileAsync = promisify(execFile);
/** pg_restore prints a whole schema's SQL for the grants check: more than execFile's 1 MiB default. */
const maxBuffer = 256 * 1024 * 1024;

/**
 * Runs a PostgreSQL client program. Its failure says what the program said, not its command
 * line: that holds the database URL, password included, which would end up in the operator's logs.
 */
async function run(program: string, args: readonly string[]): Promise<{ stdout: string }> {
  try {
    return await execFileAsync(program, args, { maxBuffer });
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${program} failed: ${said || (error as { code?: unknown }).code}`);
  }
}

export interface BackupOptions {
  /** The administrative URL of the database to back up. */
  readonly url: string;
  /** Where the archive is written (pg_dump's custom format: compressed, restorable table by table). */
  readonly file: string;
  /** The schemas to include; all of the database's by default. */
  readonly schemas?: readonly string[];
}

/**
 * One consistent snapshot of the services' schemas (pg_dump reads them all in one transaction):
 * the event store, the read models and matchmaking's tables agree with one another in it.
 */
export async function backupDatabase(o: BackupOptions): Promise<void> {
  const schemas = (o.schemas ?? []).flatMap((s) => ['--schema', s]);
  // pg_dump opens its file before it reads anything: written in place, a failed backup emptied the
  // archive already at that path. The archive takes its name only once it is whole.
  const partial = `${o.file}.partial`;
  try {
    await run('pg_dump', ['--format=custom', '--file', partial, ...schemas, '--dbname', o.url]);
    renameSync(partial, o.file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** What an archive holds: its schemas, and the roles that own or are granted anything in it. */
export interface ArchiveContents {
  readonly schemas: readonly string[];
  readonly roles: readonly string[];
}

export async function readArchive(file: string): Promise<ArchiveContents> {
  const { stdout: list } = await run('pg_restore', ['--list', file]);
  const entries = list.split('\n').filter((line) => /^\d+;/.test(line));
  const schemas = entries.flatMap((line) => /^\d+; \d+ \d+ SCHEMA - (\S+) \S+$/.exec(line)?.[1] ?? []);
  const owners = entries.map((line) => line.split(' ').at(-1) ?? '');
  // Grants name roles that own nothing here (history reads the engine's published views).
  const { stdout: sql } = await run('pg_restore', ['--schema-only', '--file=-', file]);
  const grantees = [...sql.matchAll(/^GRANT .* TO (\S+);$/gm)].map((m) => m[1].replace(/^"|"$/g, ''));
  const roles = [...new Set([...owners, ...grantees])].filter((r) => r && r !== 'postgres' && r !== 'PUBLIC');
  return { schemas, roles: roles.sort() };
}

/** The target already holds a schema of the archive: a restore would mix two histories. */
export class RestoreRefusedError extends Error {
  readonly code = 'RESTORE_TARGET_NOT_EMPTY';

  constructor(readonly existing: readonly string[]) {
    super(`the target database already has schema(s) ${existing.join(', ')}: restore into an empty database`);
  }
}

export interface RestoreOptions {
  /** The administrative URL of the database to restore into: created when missing, refused when it holds the archive's schemas. */
  readonly url: string;
  readonly file: string;
}

/**
 * Restores an archive of `backupDatabase` whole: the services' roles first (they own its schemas;
 * made without a password, which the operator sets where connections are not trusted), then every
 * schema with its owners and grants, in one transaction (a failure leaves the target as it was).
 */
export async function restoreDatabase(o: RestoreOptions): Promise<ArchiveContents> {
  const contents = await readArchive(o.file);
  await ensureDatabase(o.url);
  const admin = new Client({ connectionString: o.url });
  await admin.connect();
  try {
    const found = await admin.query<{ name: string }>(
      'SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1) ORDER BY nspname',
      [contents.schemas],
    );
    if (found.rows.length > 0) throw new RestoreRefusedError(found.rows.map((r) => r.name));
    for (const role of contents.roles) await ensureRole(admin, role);
  } finally {
    await admin.end();
  }
  await run('pg_restore', ['--exit-on-error', '--single-transaction', '--dbname', o.url, o.file]);
  return contents;
}
