import { Umzug } from 'umzug';
import { quoteIdent, type Database, type Queryable } from './database';

/** One change of a service's schema. Its name is its identity: never rename one that has shipped. */
export interface Migration {
  readonly name: string;
  up(db: Queryable): Promise<void>;
  down?(db: Queryable): Promise<void>;
}

/**
 * A migration that runs fixed statements in order, and others to undo it. Most migrations are
 * this; one that must ask the database something first (its compression, its schema) writes `up` itself.
 */
export function sqlMigration(name: string, up: readonly string[], down?: readonly string[]): Migration {
  const run = (statements: readonly string[]) => async (db: Queryable) => {
    for (const sql of statements) await db.query(sql);
  };
  return down ? { name, up: run(up), down: run(down) } : { name, up: run(up) };
}

/** `DROP TABLE a`, `DROP TABLE b`, ...: a migration's undoing, in the order given. */
export const dropEach = (kind: 'TABLE' | 'VIEW', names: readonly string[]): string[] =>
  names.map((name) => `DROP ${kind} ${name}`);

/**
 * Runs the migrations not run before, in order, each in a transaction with its record, so a
 * crash between the two cannot run it again. The caller holds the schema's migration lock.
 * Answers the names it ran.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, run_at timestamptz NOT NULL DEFAULT now())`,
  );
  await adoptTypeormRecords(db);
  const umzug = new Umzug({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: () =>
        db.transaction(async (tx) => {
          await m.up(tx);
          await tx.query(`INSERT INTO schema_migrations (name) VALUES ($1)`, [m.name]);
        }),
      down: () =>
        db.transaction(async (tx) => {
          await m.down?.(tx);
          await tx.query(`DELETE FROM schema_migrations WHERE name = $1`, [m.name]);
        }),
    })),
    storage: {
      executed: async () =>
        (await db.query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY run_at, name`)).map(
          (r) => r.name,
        ),
      // Recorded by the migration's own transaction (above).
      logMigration: async () => undefined,
      unlogMigration: async () => undefined,
    },
    logger: undefined,
  });
  return (await umzug.up()).map((m) => m.name);
}

/**
 * Schemas migrated before umzug kept TypeORM's record, the table `migrations` (id, timestamp,
 * name: the migration's class name, which each migration kept as its name): its names move
 * into `schema_migrations` once, and the old table goes, in one transaction.
 */
async function adoptTypeormRecords(db: Database): Promise<void> {
  const old = `${quoteIdent(db.schema)}.migrations`;
  const [{ found }] = await db.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [old]);
  if (!found) return;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO schema_migrations (name) SELECT DISTINCT name FROM ${old} ON CONFLICT DO NOTHING`);
    await tx.query(`DROP TABLE ${old}`);
  });
}
