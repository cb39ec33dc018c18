import type { Database } from '@empires/database';
import { freshSchema, type FreshSchema } from '@empires/testing';
import { historyDatabase } from '../database';

/** A history schema of its own on the test database, for one spec file. */
export const freshReadModels = (): Promise<FreshSchema> => freshSchema('history_unit', historyDatabase);

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
