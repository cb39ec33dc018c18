import { openServiceDatabase, type Database, type ServiceDatabase } from '@empires/database';
import { dropSchemas, testDatabaseUrl, uniqueName } from './harness';

export interface FreshSchema {
  readonly db: Database;
  readonly schema: string;
  /** Closes the pool and drops the schema. */
  drop(): Promise<void>;
}

/**
 * A schema of its own on the test database, for one spec file, opened as `database` says a
 * service opens it (its role, its migrations).
 */
export async function freshSchema(
  prefix: string,
  database: (url: string, schema: string) => ServiceDatabase,
): Promise<FreshSchema> {
  const schema = uniqueName(prefix);
  const db = await openServiceDatabase(database(testDatabaseUrl(), schema));
  return {
    db,
    schema,
    async drop() {
      await db.close();
      await dropSchemas([schema]);
    },
  };
}
