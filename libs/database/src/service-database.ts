import { Client } from 'pg';
import { Database, quoteIdent } from './database';
import { migrate, type Migration } from './migrations';
import { ensureOwnedSchema, ensureRole, passwordOf, roleUrl, serviceRole } from './roles';

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/empires';

/** The administrative URL: who may create the database, the services' roles and their schemas. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? defaultDatabaseUrl;
}

/** A service's variables are named after it: `BOT_RUNNER_...` for `bot-runner`. */
const envPrefix = (service: string): string => service.replace(/-/g, '_').toUpperCase();

/** A service's own URL from the environment (`ENGINE_DATABASE_URL`, `BOT_RUNNER_DATABASE_URL`, ...), if set. */
export const serviceDatabaseUrl = (service: string, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env[`${envPrefix(service)}_DATABASE_URL`];

/** The schema a service owns: its name (`bot_runner` for `bot-runner`), or `<SERVICE>_SCHEMA` (tests give each run its own). */
export const serviceSchema = (service: string, env: NodeJS.ProcessEnv = process.env): string =>
  env[`${envPrefix(service)}_SCHEMA`] ?? service.replace(/-/g, '_');

/** Creates the database named in `url` when it is missing (connecting to `postgres` to do so). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`).catch((error: { code?: string }) => {
        // Created by a concurrent caller: 42P04 once it committed, 23505 while both were creating.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

export interface ServiceDatabase {
  /**
   * The administrative URL: creates the database, the role and the schema when missing. Without
   * it (only `serviceUrl`), they must exist already, made by whoever runs the database.
   */
  readonly url?: string;
  /** The role the service works as (`serviceRole(name)`); without one, the URL's own user (a library's tests). */
  readonly role?: string;
  /** How the role connects (with its credentials); by default `url` with the role as user and no password. */
  readonly serviceUrl?: string;
  /** The PostgreSQL schema the service owns: no other service's role may read it. */
  readonly schema: string;
  readonly migrations: readonly Migration[];
  /** Services this one grants reads of its published views to: their roles must exist before its migrations grant. */
  readonly readers?: readonly string[];
  readonly poolSize?: number;
}

/** How a service opens its schema: as its own role, with its migrations (see `serviceDatabaseFor`). */
export interface ServiceDatabaseOpener {
  /** At an administrative URL, in a schema named there (tests and tools). */
  (url: string, schema: string): ServiceDatabase;
  readonly service: string;
  /**
   * As the running service opens it, from its environment: its own schema (`serviceSchema`), made
   * with `DATABASE_URL` (the local default when the service has no URL of its own either), or only
   * connected to with `<SERVICE>_DATABASE_URL` alone, its role and schema made for it beforehand.
   */
  fromEnv(env?: NodeJS.ProcessEnv): ServiceDatabase;
}

/**
 * How a service opens a schema of its own: as its own role, with its migrations, after making the
 * roles of the services its migrations grant reads to (`readers`). Declared once, in the library
 * that owns the migrations; the service, its tests and its tools open it alike.
 */
export function serviceDatabaseFor(
  service: string,
  migrations: readonly Migration[],
  readers?: readonly string[],
): ServiceDatabaseOpener {
  const role = serviceRole(service);
  const at = (url: string, schema: string): ServiceDatabase => ({ url, role, schema, migrations, readers });
  const fromEnv = (env: NodeJS.ProcessEnv = process.env): ServiceDatabase => {
    const serviceUrl = serviceDatabaseUrl(service, env);
    const url = env.DATABASE_URL ?? (serviceUrl ? undefined : defaultDatabaseUrl);
    return { url, role, serviceUrl, schema: serviceSchema(service, env), migrations, readers };
  };
  return Object.assign(at, { service, fromEnv });
}

/** The URL the service's pool connects with. */
function connectUrl(o: Omit<ServiceDatabase, 'migrations'>): string {
  if (o.serviceUrl) return o.serviceUrl;
  if (!o.url) throw new Error(`no database URL for schema ${o.schema}`);
  return o.role ? roleUrl(o.url, o.role) : o.url;
}

/**
 * Ensures the database, the service's role and its schema exist (with the administrative URL),
 * then connects as the role and runs pending migrations as it: every table is the role's own.
 */
export async function openServiceDatabase(options: ServiceDatabase): Promise<Database> {
  const url = connectUrl(options);
  if (options.url) await ensureDatabase(options.url);
  // Two instances of a service may start together: one migrates while the other waits.
  const lock = new Client({ connectionString: options.url ?? url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${options.schema}`]);
    if (options.url) await provision(lock, options);
    const db = new Database({ url, schema: options.schema, poolSize: options.poolSize });
    try {
      await migrate(db, options.migrations);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  } finally {
    await lock.end();
  }
}

async function provision(admin: Client, o: ServiceDatabase): Promise<void> {
  if (!o.role) {
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(o.schema)}`);
    return;
  }
  await ensureRole(admin, o.role, o.serviceUrl ? passwordOf(o.serviceUrl) : undefined);
  for (const reader of o.readers ?? []) await ensureRole(admin, serviceRole(reader));
  await ensureOwnedSchema(admin, o.schema, o.role);
}

/** Connects to a schema as its role without creating or migrating anything: for tools that read it. */
export function connectServiceDatabase(options: Omit<ServiceDatabase, 'migrations' | 'readers'>): Database {
  return new Database({ url: connectUrl(options), schema: options.schema, poolSize: options.poolSize });
}

/**
 * A tool's connection to a service's schema (`serviceSchema`), as the service's role: through the
 * service's own URL when the environment gives one, else the administrative URL's.
 */
export function connectAsService(service: string, env: NodeJS.ProcessEnv = process.env): Database {
  return connectServiceDatabase({
    url: databaseUrl(env),
    role: serviceRole(service),
    serviceUrl: serviceDatabaseUrl(service, env),
    schema: serviceSchema(service, env),
  });
}
