import { openServiceDatabase, type Database } from '@empires/database';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { historyDatabase } from '../database';

/** A history schema of its own on the test database, for one spec file. */
export async function freshReadModels(): Promise<{ db: Database; schema: string; drop(): Promise<void> }> {
  const schema = uniqueName('history_unit');
  const db = await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema));
  return {
    db,
    schema,
    async drop() {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** Every read model of a schema, in a fixed order: what two ways of filling it must agree on. */
export async function readModels(db: Database) {
  return {
    games: await db.query(`SELECT * FROM games ORDER BY game_id`),
    states: await db.query(`SELECT * FROM game_states ORDER BY game_id`),
    events: await db.query<{ game_id: string; occurred_at: Date }>(
      `SELECT game_id, seq, type, occurred_at, envelope::jsonb AS envelope FROM game_events ORDER BY game_id, seq`,
    ),
    results: await db.query(`SELECT * FROM player_results ORDER BY game_id, seat`),
  };
}
