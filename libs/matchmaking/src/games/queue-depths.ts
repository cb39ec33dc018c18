import type { Queryable } from '@empires/database';

export interface QueueDepthRow {
  readonly ruleset: string;
  readonly players: number;
  readonly waiting: number;
  readonly oldestWaitSeconds: number;
}

/** Each queue (ruleset and game size): how many wait, and how long the first of them has. */
export async function queueDepths(db: Queryable): Promise<QueueDepthRow[]> {
  return db.query<QueueDepthRow>(
    `SELECT ruleset_id AS ruleset, players, count(*)::int AS waiting,
            extract(epoch FROM now() - min(joined_at))::float8 AS "oldestWaitSeconds"
       FROM queue GROUP BY ruleset_id, players`,
  );
}
