import type { DataSource } from 'typeorm';
import type { StoredEvent } from './types';

/** A place in the global order: transaction id first, then position within it. */
export interface GlobalCheckpoint {
  readonly txId: string;
  readonly position: string;
}

export const beginning: GlobalCheckpoint = { txId: '0', position: '0' };

/**
 * Reads events in commit-safe global order. Positions are handed out before commit, so a
 * reader ordering by position alone would pass a transaction that commits late and skip it
 * forever. Reading only below the oldest running transaction (`pg_snapshot_xmin`) and in
 * `(tx_id, position)` order never passes one.
 */
export async function readGlobal(db: DataSource, after: GlobalCheckpoint, limit: number): Promise<{ events: StoredEvent[]; checkpoint: GlobalCheckpoint }> {
  const rows: (StoredEvent & { txId: string })[] = await db.query(
    `SELECT position::text AS "position", tx_id::text AS "txId", stream_id AS "streamId", seq, event_id AS "eventId",
            type, payload, metadata, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "occurredAt"
       FROM events
      WHERE (tx_id, position) > ($1::xid8, $2::bigint)
        AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.tx_id, events.position -- the columns, not the text aliases of the same names
      LIMIT $3`,
    [after.txId, after.position, limit],
  );
  const last = rows[rows.length - 1];
  return { events: rows, checkpoint: last ? { txId: last.txId, position: last.position } : after };
}

export async function loadCheckpoint(db: DataSource, name: string): Promise<GlobalCheckpoint> {
  const rows: { txId: string; position: string }[] = await db.query(
    `SELECT tx_id::text AS "txId", position::text AS "position" FROM relay_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ?? beginning;
}

export async function saveCheckpoint(db: DataSource, name: string, checkpoint: GlobalCheckpoint): Promise<void> {
  await db.query(
    `INSERT INTO relay_checkpoints (name, tx_id, position) VALUES ($1, $2::xid8, $3)
     ON CONFLICT (name) DO UPDATE SET tx_id = excluded.tx_id, position = excluded.position`,
    [name, checkpoint.txId, checkpoint.position],
  );
}

/**
 * Whether events exist after `after` that `readGlobal` could not give yet: committed after an
 * older transaction still open (any in the database), they are readable once it ends, which
 * nothing announces.
 */
export async function heldBack(db: DataSource, after: GlobalCheckpoint): Promise<boolean> {
  const [row]: { held: boolean }[] = await db.query(`SELECT EXISTS (SELECT 1 FROM events WHERE (tx_id, position) > ($1::xid8, $2::bigint)) AS held`, [after.txId, after.position]);
  return row.held;
}
