import type { Queryable } from '@empires/database';

export interface DueDeadline {
  readonly streamId: string;
  readonly fireAt: Date;
}

/**
 * The pending deadlines of a service's streams, in its event store (`deadlines`, written by the
 * appends that change them). A deadline told to its owner is not told again for `resendMs`:
 * the owner's answer normally replaces or clears it before then.
 */
export class DeadlineStore {
  constructor(
    private readonly db: Queryable,
    private readonly resendMs = 5_000,
  ) {}

  /** Deadlines come by `now`, not told lately, soonest first. */
  async due(now: Date, limit = 500): Promise<DueDeadline[]> {
    const rows = await this.db.query<{ stream_id: string; fire_at: Date }>(
      `SELECT stream_id, fire_at FROM deadlines
        WHERE fire_at <= $1 AND (sent_at IS NULL OR sent_at < $1::timestamptz - make_interval(secs => $2::float8 / 1000))
        ORDER BY fire_at LIMIT $3`,
      [now, this.resendMs, limit],
    );
    return rows.map((r) => ({ streamId: r.stream_id, fireAt: r.fire_at }));
  }

  /** The soonest deadline after `now` (or one told lately that may need telling again). */
  async next(now: Date): Promise<Date | undefined> {
    const [row] = await this.db.query<{ at: Date | null }>(
      `SELECT min(CASE WHEN sent_at IS NULL THEN fire_at ELSE sent_at + make_interval(secs => $2::float8 / 1000) END) AS at
         FROM deadlines WHERE fire_at > $1 OR sent_at IS NOT NULL`,
      [now, this.resendMs],
    );
    return row?.at ?? undefined;
  }

  /** Deadlines stored, and those of them already past `now` (the game's owner has yet to answer). */
  async counts(now: Date): Promise<{ pending: number; overdue: number }> {
    const [row] = await this.db.query<{ pending: number; overdue: number }>(
      `SELECT count(*)::int AS pending, count(*) FILTER (WHERE fire_at <= $1)::int AS overdue FROM deadlines`,
      [now],
    );
    return row ?? { pending: 0, overdue: 0 };
  }

  /**
   * Notes the deadlines told at `at`, each by its stream and time: the owner may have answered
   * already with the stream's next deadline, which is not told yet and must not wait a resend.
   * Compared to the ms, as JavaScript read them: a finer time left unmarked would be told at every pass.
   */
  async markSent(told: readonly DueDeadline[], at: Date): Promise<void> {
    if (told.length === 0) return;
    await this.db.query(
      `UPDATE deadlines d SET sent_at = $3
         FROM unnest($1::text[], $2::timestamptz[]) AS t(stream_id, fire_at)
        WHERE d.stream_id = t.stream_id AND date_trunc('milliseconds', d.fire_at) = t.fire_at`,
      [told.map((d) => d.streamId), told.map((d) => d.fireAt), at],
    );
  }
}
