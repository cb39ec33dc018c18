import { quoteIdent, serviceRole, type Migration } from '@empires/database';
import { gameEventColumnsV1, gameStreamReaders } from './1732800000000-game-read-views';

/**
 * `game_events_v1` and the two envelope fields it lacks, the move as submitted (`command`) and
 * the seats to act next (`to_act`), JSON where the event has them and NULL where not: with them
 * a reader rebuilds each envelope the outbox published, and history rebuilds its read models
 * from the store in bulk. Columns, not a JSON object built per row: building one costs
 * PostgreSQL five to seven times what reading the columns does (200,000 events, measured).
 * Still never the PRNG state or the trace context.
 */
export const GameEventsV21732800000001: Migration = {
  name: 'GameEventsV21732800000001',
  async up(q) {
    await q.query(`
      CREATE VIEW game_events_v2 AS
      SELECT ${gameEventColumnsV1},
             e.metadata -> 'command' AS command, e.metadata -> 'toAct' AS to_act
        FROM events e JOIN streams s USING (stream_id)
       WHERE s.kind = 'game'`);
    for (const reader of gameStreamReaders.map(serviceRole))
      await q.query(`GRANT SELECT ON game_events_v2 TO ${quoteIdent(reader)}`);
  },
};
