import type { DataSource, QueryRunner } from 'typeorm';
import { DuplicateCommand, VersionConflict, type StoredEvent, type StreamWrite } from './types';

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

const toStored = (r: EventRow): StoredEvent => ({
  position: r.position,
  streamId: r.stream_id,
  seq: r.seq,
  eventId: r.event_id,
  type: r.type,
  payload: r.payload,
  metadata: r.metadata,
  occurredAt: r.occurred_at.toISOString(),
});

const EVENT_COLUMNS = 'position, stream_id, seq, event_id, type, payload, metadata, occurred_at';

/** PostgreSQL event streams with optimistic concurrency: a write lands whole or not at all. */
export class EventStore {
  constructor(private readonly db: DataSource) {}

  /**
   * Appends the writes of several commands in one transaction. Writes to one stream must
   * chain (each expects the version the previous one leaves). Throws `VersionConflict` or
   * `DuplicateCommand` having written nothing.
   */
  async append(writes: readonly StreamWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const runner = this.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await this.appendIn(runner, writes);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * The same, inside a transaction the caller holds: for a service whose own tables must
   * change with its events, all or nothing.
   */
  async appendIn(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    await this.moveStreams(runner, writes);
    await this.insertEvents(runner, writes);
    await this.recordCommands(runner, writes);
    await this.saveSnapshots(runner, writes);
    await this.saveSecrets(runner, writes);
  }

  /** Stream versions as a transaction sees them, locked until it ends, so its writes can chain on them. */
  async lockVersions(runner: QueryRunner, streamIds: readonly string[]): Promise<Map<string, number>> {
    if (streamIds.length === 0) return new Map();
    const rows: { stream_id: string; version: number }[] = await runner.query(
      `SELECT stream_id, version FROM streams WHERE stream_id = ANY($1::text[]) ORDER BY stream_id FOR UPDATE`,
      [streamIds],
    );
    return new Map(rows.map((r) => [r.stream_id, r.version]));
  }

  private async moveStreams(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    const moves = new Map<string, { kind: string; from: number; to: number }>();
    for (const w of writes.filter((x) => x.events.length > 0)) {
      const move = moves.get(w.streamId);
      if (move && move.to !== w.expectedVersion) throw new VersionConflict(w.streamId, w.expectedVersion);
      moves.set(w.streamId, { kind: w.kind, from: move?.from ?? w.expectedVersion, to: w.expectedVersion + w.events.length });
    }
    const created = [...moves].filter(([, m]) => m.from === 0);
    const moved = [...moves].filter(([, m]) => m.from !== 0);
    if (created.length > 0) {
      const rows: { stream_id: string }[] = await runner.query(
        `INSERT INTO streams (stream_id, kind, version)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id`,
        [created.map(([id]) => id), created.map(([, m]) => m.kind), created.map(([, m]) => m.to)],
      );
      if (rows.length !== created.length) {
        const done = new Set(rows.map((r) => r.stream_id));
        const [id] = created.find(([sid]) => !done.has(sid)) ?? created[0];
        throw new VersionConflict(id, 0);
      }
    }
    if (moved.length > 0) {
      // A structured result: TypeORM shapes plain UPDATE results differently from SELECTs.
      const { records: rows }: { records: { stream_id: string }[] } = await runner.query(
        `UPDATE streams s SET version = v.next
         FROM unnest($1::text[], $2::int[], $3::int[]) AS v(id, expected, next)
         WHERE s.stream_id = v.id AND s.version = v.expected RETURNING s.stream_id`,
        [moved.map(([id]) => id), moved.map(([, m]) => m.from), moved.map(([, m]) => m.to)],
        true,
      );
      if (rows.length !== moved.length) {
        const done = new Set(rows.map((r) => r.stream_id));
        const [id, m] = moved.find(([sid]) => !done.has(sid)) ?? moved[0];
        throw new VersionConflict(id, m.from);
      }
    }
  }

  private async insertEvents(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    const cols: [string[], number[], string[], string[], string[], string[], string[]] = [[], [], [], [], [], [], []];
    for (const w of writes) {
      w.events.forEach((e, i) => {
        cols[0].push(w.streamId);
        cols[1].push(w.expectedVersion + i + 1);
        cols[2].push(e.eventId);
        cols[3].push(e.type);
        cols[4].push(JSON.stringify(e.payload));
        cols[5].push(JSON.stringify(e.metadata));
        cols[6].push(e.occurredAt);
      });
    }
    if (cols[0].length === 0) return;
    await runner.query(
      `INSERT INTO events (stream_id, seq, event_id, type, payload, metadata, occurred_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::timestamptz[])`,
      cols,
    );
  }

  private async recordCommands(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    const commands = writes.filter((w) => w.command);
    if (commands.length === 0) return;
    const rows: { command_id: string }[] = await runner.query(
      `INSERT INTO processed_commands (command_id, stream_id, result)
       SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[]) ON CONFLICT (command_id) DO NOTHING RETURNING command_id`,
      [commands.map((w) => w.command!.commandId), commands.map((w) => w.streamId), commands.map((w) => JSON.stringify(w.command!.result))],
    );
    if (rows.length !== commands.length) {
      const done = new Set(rows.map((r) => r.command_id));
      throw new DuplicateCommand(commands.find((w) => !done.has(w.command!.commandId))!.command!.commandId);
    }
  }

  private async saveSnapshots(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    for (const w of writes) {
      if (!w.snapshot) continue;
      await runner.query(
        `INSERT INTO snapshots (stream_id, version, state) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, state = excluded.state, taken_at = now()`,
        [w.streamId, w.snapshot.version, JSON.stringify(w.snapshot.state)],
      );
    }
  }

  private async saveSecrets(runner: QueryRunner, writes: readonly StreamWrite[]): Promise<void> {
    for (const w of writes) {
      if (w.secret) await runner.query(`INSERT INTO stream_secrets (stream_id, secret) VALUES ($1, $2)`, [w.streamId, w.secret]);
    }
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
    const rows: { result: T }[] = await this.db.query(`SELECT result FROM processed_commands WHERE command_id = $1`, [commandId]);
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
    const rows: { version: number }[] = await this.db.query(`SELECT version FROM streams WHERE stream_id = $1`, [streamId]);
    return rows[0]?.version;
  }

  async snapshot<T>(streamId: string): Promise<{ version: number; state: T } | undefined> {
    const rows: { version: number; state: T }[] = await this.db.query(`SELECT version, state FROM snapshots WHERE stream_id = $1`, [streamId]);
    return rows[0];
  }

  async secret(streamId: string): Promise<string | undefined> {
    const rows: { secret: string }[] = await this.db.query(`SELECT secret FROM stream_secrets WHERE stream_id = $1`, [streamId]);
    return rows[0]?.secret;
  }
}
