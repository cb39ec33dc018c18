import type { Queryable } from '@empires/database';
import type { StoredEvent } from './types';

/** A place in the global order: transaction id first, then position within it. */
export interface GlobalCheckpoint {
  readonly txId: string;
  readonly position: string;
}

export const beginning: GlobalCheckpoint = { txId: '0', position: '0' };

/** An event read in the global order, with the transaction that places it there. */
export interface GlobalEvent extends StoredEvent {
  readonly txId: string;
}

export interface GlobalPage {
  readonly events: GlobalEvent[];
  /** Where the next read starts: after the last event given, or `after` if none. */
  readonly checkpoint: GlobalCheckpoint;
  /**
   * Events exist after these that could not be given yet: committed after an older
   * transaction still open (any in the database), they are readable once it ends, which
   * nothing announces.
   */
  readonly heldBack: boolean;
}

/**
 * Reads events in commit-safe global order. Positions are handed out before commit, so a
 * reader ordering by position alone would pass a transaction that commits late and skip it
 * forever. Reading only below the oldest running transaction (`pg_snapshot_xmin`) and in
 * `(tx_id, position)` order never passes one. The page runs on past the readable events so the
 * same round trip tells whether some are held back; those come without their contents.
 */
export async function readGlobal(db: Queryable, after: GlobalCheckpoint, limit: number): Promise<GlobalPage> {
  const rows: (GlobalEvent & { readable: boolean })[] = await db.query(
    `SELECT position::text AS "position", tx_id::text AS "txId", stream_id AS "streamId", seq, event_id AS "eventId", type,
            CASE WHEN readable THEN payload END AS payload, CASE WHEN readable THEN metadata END AS metadata,
            to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "occurredAt", readable
       FROM (SELECT events.*, tx_id < pg_snapshot_xmin(pg_current_snapshot()) AS readable
               FROM events
              WHERE (tx_id, position) > ($1::xid8, $2::bigint)
              ORDER BY events.tx_id, events.position
              LIMIT $3) page
      ORDER BY page.tx_id, page.position -- the columns, not the text aliases of the same names`,
    [after.txId, after.position, limit],
  );
  // Every row after the first held-back one is held back too: its transaction id is larger.
  const held = rows.findIndex((r) => !r.readable);
  const events = (held < 0 ? rows : rows.slice(0, held)).map(({ readable: _, ...event }) => event);
  const last = events[events.length - 1];
  return { events, checkpoint: last ? { txId: last.txId, position: last.position } : after, heldBack: held >= 0 };
}

export async function loadCheckpoint(db: Queryable, name: string): Promise<GlobalCheckpoint> {
  const rows: { txId: string; position: string }[] = await db.query(
    `SELECT tx_id::text AS "txId", position::text AS "position" FROM relay_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ?? beginning;
}

export async function saveCheckpoint(db: Queryable, name: string, checkpoint: GlobalCheckpoint): Promise<void> {
  await db.query(
    `INSERT INTO relay_checkpoints (name, tx_id, position) VALUES ($1, $2::xid8, $3)
     ON CONFLICT (name) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position`,
    [name, checkpoint.txId, checkpoint.position],
  );
}
