import { openServiceDatabase, type Database } from '@empires/database';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { historyDatabase } from '../database';

/** A history schema of its own on the test database, for one spec file. */
export async function freshReadModels(): Promise<{ db: Database; drop(): Promise<void> }> {
  const schema = uniqueName('history_unit');
  const db = await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema));
  return {
    db,
    async drop() {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}
