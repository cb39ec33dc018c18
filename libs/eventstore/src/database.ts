import { Client } from 'pg';
import { DataSource, type MixedList } from 'typeorm';

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
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
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
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly migrations: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  readonly entities?: MixedList<Function>;
  readonly poolSize?: number;
}

/** A TypeORM data source whose schema changes only through migrations, run on start. */
export function serviceDataSource(db: ServiceDatabase): DataSource {
  return new DataSource({
    type: 'postgres',
    url: db.url,
    schema: db.schema,
    entities: db.entities ?? [],
    migrations: db.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // The schema leads the search path so that migrations' plain table names land in it.
    extra: { max: db.poolSize ?? 10, options: `-c search_path="${db.schema}",public` },
  });
}

/** Ensures the database and schema exist, connects and runs pending migrations. */
export async function openServiceDatabase(db: ServiceDatabase): Promise<DataSource> {
  await ensureDatabase(db.url);
  // Two instances of a service may start together: one migrates while the other waits.
  const lock = new Client({ connectionString: db.url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${db.schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
    const source = serviceDataSource(db);
    await source.initialize();
    await source.runMigrations({ transaction: 'each' });
    return source;
  } finally {
    await lock.end();
  }
}

export async function databaseIsUp(source: DataSource | undefined): Promise<boolean> {
  if (!source?.isInitialized) return false;
  try {
    await source.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
