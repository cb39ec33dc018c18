import { openServiceDatabase } from '@empires/database';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { historyDatabase, historyMigrations } from '../database';
import { DiceRaceGame } from '../testing/dice-race-game';

describe('migration to event runs', () => {
  it('keeps every event stored a row each, readable by seq as before', async () => {
    const schema = uniqueName('history_upgrade');
    const url = testDatabaseUrl();
    const game = DiceRaceGame.started(['alice', 'bob'], 8);
    game.rollUntilOver();
    const before = await openServiceDatabase({ url, schema, migrations: historyMigrations.slice(0, 2) });
    for (const e of game.events) {
      await before.query(
        `INSERT INTO game_events (game_id, seq, type, occurred_at, envelope) VALUES ($1, $2, $3, $4, $5)`,
        [e.streamId, e.seq, e.type, e.occurredAt, JSON.stringify(e)],
      );
    }
    await before.close();
    const after = await openServiceDatabase(historyDatabase(url, schema));
    try {
      const events: { seq: number; type: string; envelope: string }[] = await after.query(
        `SELECT seq, type, envelope FROM game_events ORDER BY seq`,
      );
      expect(events.map((e) => JSON.parse(e.envelope))).toEqual(game.events);
      expect(events.map((e) => [e.seq, e.type])).toEqual(game.events.map((e) => [e.seq, e.type]));
      // lz4 where the server has it (Debian's builds do), its default compression otherwise.
      const [{ lz4, compression }] = await after.query(
        `SELECT (SELECT 'lz4' = ANY(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') AS lz4,
                (SELECT attcompression FROM pg_attribute WHERE attrelid = 'game_event_runs'::regclass AND attname = 'envelopes') AS compression`,
      );
      expect(compression).toBe(lz4 ? 'l' : '');
    } finally {
      await after.query(`DROP SCHEMA "${schema}" CASCADE`);
      await after.close();
    }
  });
});
