import { upcast } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import { appendError, appendParams, APPEND_SQL } from './append-call';
import type { StoredEvent, StreamWrite } from './types';

interface EventRow {
  position: string;
  stream_id: string;
  seq: number;
  event_id: string;
  type: string;
  payload: unknown;
  metadata: Record<string, unknown>;
  occurred_at: Date;
}

/** A stored row as the current event schema has it (rows are never rewritten; see `upcast`). */
function toStored(r: EventRow): StoredEvent {
  const current = upcast({ type: r.type, payload: r.payload, schemaVersion: r.metadata.schemaVersion as number });
  return {
    position: r.position,
    streamId: r.stream_id,
    seq: r.seq,
    eventId: r.event_id,
    type: current.type,
    payload: current.payload,
    metadata: { ...r.metadata, schemaVersion: current.schemaVersion },
    occurredAt: r.occurred_at.toISOString(),
  };
}

const EVENT_COLUMNS = 'position, stream_id, seq, event_id, type, payload, metadata, occurred_at';

/** PostgreSQL event streams with optimistic concurrency: a write lands whole or not at all. */
export class EventStore {
  constructor(private readonly db: Queryable) {}

  /**
   * Appends the writes of several commands in one transaction (one call of `append_streams`,
   * so one round trip). Writes to one stream must chain (each expects the version the previous
   * one leaves). Throws `VersionConflict` or `DuplicateCommand` having written nothing.
   */
  async append(writes: readonly StreamWrite[]): Promise<void> {
    await this.call(this.db, writes);
  }

  /**
   * The same, inside a transaction the caller holds: for a service whose own tables must
   * change with its events, all or nothing. A refusal aborts that transaction.
   */
  async appendIn(tx: Queryable, writes: readonly StreamWrite[]): Promise<void> {
    await this.call(tx, writes);
  }

  private async call(db: Queryable, writes: readonly StreamWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const { params, moves } = appendParams(writes);
    try {
      await db.query(APPEND_SQL, params);
    } catch (error) {
      throw appendError(error, moves);
    }
  }

  /** Stream versions as a transaction sees them, locked until it ends, so its writes can chain on them. */
  async lockVersions(tx: Queryable, streamIds: readonly string[]): Promise<Map<string, number>> {
    if (streamIds.length === 0) return new Map();
    const rows = await tx.query<{ stream_id: string; version: number }>(
      `SELECT stream_id, version FROM streams WHERE stream_id = ANY($1::text[]) ORDER BY stream_id FOR UPDATE`,
      [streamIds],
    );
    return new Map(rows.map((r) => [r.stream_id, r.version]));
  }

  async commandResults<T>(commandIds: readonly string[]): Promise<Map<string, T>> {
    if (commandIds.length === 0) return new Map();
    const rows: { command_id: string; result: T }[] = await this.db.query(
      `SELECT command_id, result FROM processed_commands WHERE command_id = ANY($1::text[])`,
      [commandIds],
    );
    return new Map(rows.map((r) => [r.command_id, r.result]));
  }

  async commandResult<T>(commandId: string): Promise<T | undefined> {
    const rows: { result: T }[] = await this.db.query(`SELECT result FROM processed_commands WHERE command_id = $1`, [
      commandId,
    ]);
    return rows[0]?.result;
  }

  async readStream(streamId: string, afterSeq = 0, limit = 100_000): Promise<StoredEvent[]> {
    const rows: EventRow[] = await this.db.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [streamId, afterSeq, limit],
    );
    return rows.map(toStored);
  }

  async streamVersion(streamId: string): Promise<number | undefined> {
    const rows: { version: number }[] = await this.db.query(`SELECT version FROM streams WHERE stream_id = $1`, [
      streamId,
    ]);
    return rows[0]?.version;
  }

  async snapshot<T>(streamId: string): Promise<{ version: number; state: T } | undefined> {
    const rows: { version: number; state: T }[] = await this.db.query(
      `SELECT version, state FROM snapshots WHERE stream_id = $1`,
      [streamId],
    );
    return rows[0];
  }

  async secret(streamId: string): Promise<string | undefined> {
    const rows: { secret: string }[] = await this.db.query(`SELECT secret FROM stream_secrets WHERE stream_id = $1`, [
      streamId,
    ]);
    return rows[0]?.secret;
  }
}
