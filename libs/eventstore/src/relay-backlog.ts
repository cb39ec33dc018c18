import type { Queryable } from '@empires/database';
import { loadCheckpoint } from './global-reader';

/** Past this many, the backlog reads as this many: an alert needs no exact figure, a scrape stays cheap. */
const COUNTED_AT_MOST = 100_000;

/**
 * Events committed after the relay's saved checkpoint: what it has still to publish (plus what it
 * published since its last save, ~100 ms). A range scan of the global-order index.
 */
export async function relayBacklog(db: Queryable, name: string): Promise<number> {
  const from = await loadCheckpoint(db, name);
  const [row] = await db.query<{ backlog: number }>(
    `SELECT count(*)::int AS backlog
       FROM (SELECT 1 FROM events WHERE (tx_id, position) > ($1::xid8, $2::bigint) LIMIT $3) ahead`,
    [from.txId, from.position, COUNTED_AT_MOST],
  );
  return row?.backlog ?? 0;
}
