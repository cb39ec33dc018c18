import type { EventEnvelope } from '@empires/contracts';
import { quoteIdent, type Database } from '@empires/database';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { to as copyTo } from 'pg-copy-streams';
import { BulkProjector } from '../bulk-projector';
import { copyTuples } from './copy-binary';
import { ENVELOPE_COLUMNS, envelopeOf } from './envelope-columns';
import { SeqOrder } from './seq-order';

/** One of `of` shares of the games, by a hash of their id: each game wholly in one. */
export interface Partition {
  readonly index: number;
  readonly of: number;
}

export interface Folded {
  readonly partition: number;
  readonly events: number;
  readonly games: number;
  /** Gaps and unreadable events, as the projector reports them. */
  readonly problems: readonly string[];
}

/** Events handed to the projector at a time: enough that planning a batch costs little per event. */
const BATCH = 2000;

/** The partition's games among the rows of a view with a `game_id` column, as SQL. */
export const inPartition = (p: Partition): string =>
  `(hashtext(game_id) & 2147483647) % ${Number(p.of)} = ${Number(p.index)}`;

/** The COPY that reads a partition's events (all of them without one) as history, in binary. */
export const copyStatement = (engineSchema: string, partition?: Partition): string =>
  `COPY (SELECT ${ENVELOPE_COLUMNS} FROM ${quoteIdent(engineSchema)}.game_events_v2${partition ? ` WHERE ${inPartition(partition)}` : ''}) TO STDOUT (FORMAT binary)`;

interface Received {
  readonly envelope: EventEnvelope;
  readonly raw: Buffer;
}

/**
 * Folds the games of one partition from the events the engine publishes in its schema
 * (`game_events_v2`), read by one COPY as history's role, into `db` (the read models, which
 * other partitions fill at the same time with other games).
 */
export async function foldPartition(
  db: Database,
  engineSchema: string,
  partition: Partition,
  registry: RulesetRegistry,
  onProgress?: (events: number) => void,
): Promise<Folded> {
  const projector = new BulkProjector(db, registry);
  const order = new SeqOrder<Received>();
  const problems: string[] = [];
  let events = 0;
  const add = async (batch: readonly Received[]) => {
    if (batch.length === 0) return;
    const applied = await projector.add(
      batch.map((r) => r.envelope),
      batch.map((r) => r.raw),
    );
    problems.push(...applied.problems);
    events += applied.applied;
    onProgress?.(events);
  };
  const client = await db.connect();
  try {
    const stream = client.query(copyTo(copyStatement(engineSchema, partition)));
    let batch: Received[] = [];
    for await (const tuples of copyTuples(stream)) {
      for (const tuple of tuples) {
        const { envelope, text } = envelopeOf(tuple);
        order.take(envelope.streamId, envelope.seq, { envelope, raw: Buffer.from(text) }, batch);
      }
      if (batch.length >= BATCH) {
        await add(batch);
        batch = [];
      }
    }
    await add([...batch, ...order.rest()]);
    await projector.finish();
  } catch (error) {
    client.release(error instanceof Error ? error : true); // a connection left inside a COPY is not given out again
    throw error;
  }
  client.release();
  return { partition: partition.index, events, games: order.games, problems };
}
