import { quoteIdent, serviceRole, type Migration } from '@empires/database';

/** The services the engine publishes its game streams to, by view. */
export const gameStreamReaders = ['history'] as const;

/** The columns of `game_events_v1`, over `events e`: what a later version adds to. */
export const gameEventColumnsV1 = `e.stream_id AS game_id, e.seq, e.event_id, e.type,
             coalesce((e.metadata ->> 'schemaVersion')::int, 1) AS schema_version,
             e.metadata ->> 'ruleset' AS ruleset, e.payload, e.metadata -> 'visibility' AS visibility,
             e.metadata -> 'actor' AS actor, e.metadata ->> 'causationId' AS causation_id,
             e.metadata ->> 'correlationId' AS correlation_id, e.occurred_at`;

/**
 * The engine's game streams as other services may read them in bulk (history's rebuild compares
 * its read models with them): versioned views, granted by name, over what the event envelopes on
 * Kafka carry. Never the PRNG state, the commands' stored results, snapshots or secrets. A change
 * of shape is a new `_v2` beside this one, so a reader moves when it is ready.
 */
export const GameReadViews1732800000000: Migration = {
  name: 'GameReadViews1732800000000',
  async up(q) {
    await q.query(`
      CREATE VIEW game_streams_v1 AS
      SELECT stream_id AS game_id, version, created_at FROM streams WHERE kind = 'game'`);
    await q.query(`
      CREATE VIEW game_events_v1 AS
      SELECT ${gameEventColumnsV1}
        FROM events e JOIN streams s USING (stream_id)
       WHERE s.kind = 'game'`);
    const [{ schema }] = await q.query<{ schema: string }>(`SELECT current_schema() AS schema`);
    for (const reader of gameStreamReaders.map(serviceRole)) {
      await q.query(`GRANT USAGE ON SCHEMA ${quoteIdent(schema)} TO ${quoteIdent(reader)}`);
      await q.query(`GRANT SELECT ON game_streams_v1, game_events_v1 TO ${quoteIdent(reader)}`);
    }
  },
};
