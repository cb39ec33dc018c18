import type { Migration } from '@empires/database';

/**
 * Events stored as runs: consecutive events of one game in one row, their envelopes' JSON texts
 * joined by newlines. A rebuild writes a run per game and window, and PostgreSQL stores a few
 * long rows several times faster than many short ones; lz4 compresses them cheaply (to about a
 * quarter of the per-event rows' size). `game_events` stays as a view with a row per event, for
 * analysts and for comparing read models whatever runs their events were written in.
 */
export const EventRuns1732400000002: Migration = {
  name: 'EventRuns1732400000002',
  async up(q) {
    // lz4 where the server was built with it (most are); its default compression otherwise.
    const [{ lz4 }]: { lz4: boolean }[] = await q.query(
      `SELECT coalesce(bool_or('lz4' = ANY(enumvals)), false) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`,
    );
    await q.query(`
      CREATE TABLE game_event_runs (
        game_id   text COLLATE "C" NOT NULL,
        first_seq integer NOT NULL,
        last_seq  integer NOT NULL,
        envelopes text ${lz4 ? 'COMPRESSION lz4' : ''} NOT NULL,
        PRIMARY KEY (game_id, first_seq),
        CHECK (last_seq >= first_seq)
      )`);
    await q.query(`INSERT INTO game_event_runs SELECT game_id, seq, seq, envelope FROM game_events`);
    await q.query(`DROP TABLE game_events`);
    await q.query(`
      CREATE VIEW game_events AS
      SELECT r.game_id,
             r.first_seq + e.n::int - 1                    AS seq,
             e.envelope::json ->> 'type'                   AS type,
             (e.envelope::json ->> 'occurredAt')::timestamptz AS occurred_at,
             e.envelope
        FROM game_event_runs r,
             unnest(string_to_array(r.envelopes, chr(10))) WITH ORDINALITY AS e(envelope, n)`);
  },

  async down(q) {
    await q.query(`ALTER VIEW game_events RENAME TO game_events_of_runs`);
    // A shipped migration stands alone: the table as 1732400000000 made it, written out again.
    await q.query(`
      CREATE TABLE game_events (
        game_id     text COLLATE "C" NOT NULL,
        seq         integer NOT NULL,
        type        text NOT NULL,
        occurred_at timestamptz NOT NULL,
        envelope    text NOT NULL,
        PRIMARY KEY (game_id, seq)
      )`);
    await q.query(`INSERT INTO game_events SELECT game_id, seq, type, occurred_at, envelope FROM game_events_of_runs`);
    await q.query(`DROP VIEW game_events_of_runs`);
    await q.query(`DROP TABLE game_event_runs`);
  },
};
