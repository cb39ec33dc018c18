import { sqlMigration } from '@empires/database';

/**
 * The whole of an append as one function, so that it costs one round trip and, called on its
 * own, is its own transaction. A stream not at its expected version raises EM409 with the
 * stream id as the message, a command id seen before EM208 with the command id; either
 * undoes everything the call wrote. JSON values arrive as newline-separated texts (JSON text
 * never holds a raw newline), far cheaper for the driver than arrays of strings to escape.
 */
export const EventStoreAppend1732300000001 = sqlMigration(
  'EventStoreAppend1732300000001',
  [
    `
      CREATE FUNCTION append_streams(
        move_ids text[], move_kinds text[], move_from int[], move_to int[],
        event_streams text[], event_seqs int[], event_ids uuid[], event_types text[], event_payloads text, event_metadata text, event_times timestamptz[],
        command_ids text[], command_streams text[], command_results text,
        snapshot_streams text[], snapshot_versions int[], snapshot_states text,
        secret_streams text[], secret_values text[]
      ) RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        missing text;
      BEGIN
        WITH created AS (
          INSERT INTO streams (stream_id, kind, version)
          SELECT m.id, m.kind, m.next FROM unnest(move_ids, move_kinds, move_from, move_to) AS m(id, kind, prev, next) WHERE m.prev = 0
          ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id
        ), moved AS (
          UPDATE streams s SET version = m.next
            FROM unnest(move_ids, move_from, move_to) AS m(id, prev, next)
           WHERE m.prev <> 0 AND s.stream_id = m.id AND s.version = m.prev
          RETURNING s.stream_id
        )
        SELECT m.id INTO missing FROM unnest(move_ids) AS m(id)
         WHERE m.id NOT IN (SELECT stream_id FROM created UNION ALL SELECT stream_id FROM moved) LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'EM409', MESSAGE = missing;
        END IF;

        INSERT INTO events (stream_id, seq, event_id, type, payload, metadata, occurred_at)
        SELECT * FROM unnest(event_streams, event_seqs, event_ids, event_types,
                             string_to_array(event_payloads, chr(10))::jsonb[], string_to_array(event_metadata, chr(10))::jsonb[], event_times);

        WITH recorded AS (
          INSERT INTO processed_commands (command_id, stream_id, result)
          SELECT * FROM unnest(command_ids, command_streams, string_to_array(command_results, chr(10))::jsonb[])
          ON CONFLICT (command_id) DO NOTHING RETURNING command_id
        )
        SELECT c.id INTO missing FROM unnest(command_ids) AS c(id) WHERE c.id NOT IN (SELECT command_id FROM recorded) LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'EM208', MESSAGE = missing;
        END IF;

        INSERT INTO snapshots (stream_id, version, state)
        SELECT * FROM unnest(snapshot_streams, snapshot_versions, string_to_array(snapshot_states, chr(10))::jsonb[])
        ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, state = excluded.state, taken_at = now();

        INSERT INTO stream_secrets (stream_id, secret) SELECT * FROM unnest(secret_streams, secret_values);
      END
      $fn$`,
  ],
  [`DROP FUNCTION append_streams`],
);
