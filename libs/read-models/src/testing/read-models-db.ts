import { openServiceDatabase } from '@empires/eventstore';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import type { DataSource } from 'typeorm';
import { historyDatabase } from '../database';

/** A history schema of its own on the test database, for one spec file. */
export async function freshReadModels(): Promise<{ db: DataSource; drop(): Promise<void> }> {
  const schema = uniqueName('history_unit');
  const db = await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema));
  return {
    db,
    async drop() {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.destroy();
    },
  };
}
