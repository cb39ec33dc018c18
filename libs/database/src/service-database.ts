import { Client } from 'pg';
import { Database, quoteIdent } from './database';
import { migrate, type Migration } from './migrations';

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/empires';

export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL ?? defaultDatabaseUrl;
}

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
  readonly url: string;
  /** The PostgreSQL schema the service owns: no service reads another's tables. */
  readonly schema: string;
  readonly migrations: readonly Migration[];
  readonly poolSize?: number;
}

/** Ensures the database and schema exist, connects and runs pending migrations. */
export async function openServiceDatabase(options: ServiceDatabase): Promise<Database> {
  await ensureDatabase(options.url);
  // Two instances of a service may start together: one migrates while the other waits.
  const lock = new Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${options.schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    const db = new Database(options);
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

/** Connects to a schema without creating or migrating anything: for tools that read or drop it. */
export function connectServiceDatabase(options: Omit<ServiceDatabase, 'migrations'>): Database {
  return new Database(options);
}
