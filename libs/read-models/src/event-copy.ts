import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { EventEnvelope } from '@empires/contracts';
import type { PoolClient } from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * `game_events` rows streamed by COPY inside a transaction, about twice as fast as inserting
 * them: for a rebuild into an empty schema, where nothing can conflict (a conflict fails the
 * whole copy rather than skipping a row).
 */
export class EventCopy {
  private constructor(
    private readonly runner: QueryRunner,
    private readonly stream: CopyStreamQuery,
  ) {}

  static async begin(db: DataSource): Promise<EventCopy> {
    const runner = db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    await runner.startTransaction();
    const stream = client.query(copyFrom('COPY game_events (game_id, seq, type, occurred_at, envelope) FROM STDIN'));
    // Kept until `write` or `end` meets it; an unheard stream error would end the process.
    stream.on('error', () => undefined);
    return new EventCopy(runner, stream);
  }

  /** Sends the rows; waits only when PostgreSQL is behind. */
  async write(envelopes: readonly EventEnvelope[], texts: readonly string[]): Promise<void> {
    if (envelopes.length === 0) return;
    let chunk = '';
    for (let i = 0; i < envelopes.length; i++) {
      const e = envelopes[i];
      chunk += `${copyField(e.streamId)}\t${e.seq}\t${copyField(e.type)}\t${copyField(e.occurredAt)}\t${copyField(texts[i])}\n`;
    }
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  /** Ends the copy, runs `then` in the same transaction, and commits; rolls back on any failure. */
  async end(then: (runner: QueryRunner) => Promise<void>): Promise<void> {
    try {
      this.stream.end();
      await finished(this.stream);
      await then(this.runner);
      await this.runner.commitTransaction();
    } catch (error) {
      await this.runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await this.runner.release();
    }
  }
}

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyField(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c]) : value;
}
