import { quoteIdent, serviceRole, type Migration } from '@empires/database';
import { gameStreamReaders } from './1732800000000-game-read-views';

/**
 * The engine's game events as the envelopes the outbox publishes on Kafka (`toEnvelope`), one
 * JSON value per event, for readers that rebuild from the store in bulk: history folds them as
 * it folds the topic, and PostgreSQL serialises each once, in C. Same fields as the envelope,
 * `command` and `toAct` included where the event has them; never the PRNG state or the trace
 * context. Events the engine writes always carry `ruleset`, `visibility`, the ids and `actor`;
 * one missing from the metadata would read as JSON null here. A change of shape is a `_v2`.
 */
export const GameEnvelopesView1732800000001: Migration = {
  name: 'GameEnvelopesView1732800000001',
  async up(q) {
    await q.query(`
      CREATE VIEW game_envelopes_v1 AS
      SELECT e.stream_id AS game_id, e.seq,
             jsonb_build_object(
               'eventId', e.event_id, 'streamId', e.stream_id, 'seq', e.seq, 'type', e.type,
               'ruleset', e.metadata -> 'ruleset', 'payload', e.payload, 'visibility', e.metadata -> 'visibility',
               'causationId', e.metadata -> 'causationId', 'correlationId', e.metadata -> 'correlationId',
               'actor', e.metadata -> 'actor',
               'occurredAt', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'schemaVersion', coalesce(e.metadata -> 'schemaVersion', '1'))
             || CASE WHEN e.metadata ? 'command' THEN jsonb_build_object('command', e.metadata -> 'command') ELSE '{}' END
             || CASE WHEN e.metadata ? 'toAct' THEN jsonb_build_object('toAct', e.metadata -> 'toAct') ELSE '{}' END
               AS envelope
        FROM events e JOIN streams s USING (stream_id)
       WHERE s.kind = 'game'`);
    for (const reader of gameStreamReaders.map(serviceRole))
      await q.query(`GRANT SELECT ON game_envelopes_v1 TO ${quoteIdent(reader)}`);
  },
};
