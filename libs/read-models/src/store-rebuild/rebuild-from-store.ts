import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { connectServiceDatabase, quoteIdent } from '@empires/database';
import type { RebuildCount, RebuildReporting } from '../rebuild-reporting';
import type { Folded } from './fold-partition';
import type { HistoryConnection, PartitionJob, PartitionMessage, RegistryModule } from './partition-job';

export interface StoreRebuildOptions extends RebuildReporting {
  /** The read models to fill, migrated and empty: a schema nobody else writes while the rebuild runs. */
  readonly database: HistoryConnection;
  /** Where the engine publishes `game_events_v2` to history. */
  readonly engineSchema: string;
  readonly registry: RegistryModule;
  /** Worker threads, each folding the games of one partition; by default one per core. */
  readonly partitions?: number;
}

export interface StoreRebuilt extends RebuildCount {
  /** Until the last thread had loaded its code and was about to read. */
  readonly startMs: number;
  readonly partitions: readonly Folded[];
}

/** The TypeScript sources run in the thread as in its parent: swc compiles them as they load. */
const ROOT = resolve(__dirname, '../../../..');
const bootstrap = (entry: string) => `
  if (!require.extensions['.ts']) require(${JSON.stringify(require.resolve('@swc-node/register'))});
  require(${JSON.stringify(entry)});`;

/**
 * Rebuilds the read models from the engine's event store, the truth Kafka holds a copy of: the
 * games are split into partitions by a hash of their id, each read by COPY and folded in a worker
 * thread of its own, all writing into the same schema (never the same game). Reading, parsing
 * and folding, the work on this side, go on in parallel; one thread would be bound by a core.
 */
export async function rebuildFromStore(o: StoreRebuildOptions): Promise<StoreRebuilt> {
  const started = Date.now();
  const count = o.partitions ?? availableParallelism();
  const total = await storedEvents(o.database, o.engineSchema);
  const done = new Array<number>(count).fill(0);
  let ready = 0;
  let startMs = 0;
  const workers: Worker[] = [];
  const jobs = Array.from({ length: count }, (_, index): PartitionJob => ({ ...o, partition: { index, of: count } }));
  try {
    const partitions = await Promise.all(
      jobs.map((job) =>
        fold(job, workers, (events) => {
          if (events === undefined) {
            if (++ready === count) startMs = Date.now() - started;
            return;
          }
          done[job.partition.index] = events;
          o.onProgress?.(Math.min(sum(done), total), total);
        }),
      ),
    );
    for (const line of partitions.flatMap((p) => p.problems)) o.log?.(line);
    return { events: sum(partitions.map((p) => p.events)), ms: Date.now() - started, startMs, partitions };
  } finally {
    // After a failure, the other partitions stop too: the schema is to be dropped anyway.
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** `onProgress` hears the thread ready (no count), then the events it has folded so far. */
function fold(job: PartitionJob, workers: Worker[], onProgress: (events?: number) => void): Promise<Folded> {
  const worker = new Worker(bootstrap(join(__dirname, 'partition-worker.ts')), {
    eval: true,
    workerData: {
      database: job.database,
      engineSchema: job.engineSchema,
      partition: job.partition,
      registry: job.registry,
    } satisfies PartitionJob,
    env: { SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json'), ...process.env },
  });
  workers.push(worker);
  return new Promise<Folded>((resolve, reject) => {
    worker.on('message', (message: PartitionMessage) => {
      if (message.kind === 'ready') onProgress();
      else if (message.kind === 'progress') onProgress(message.events);
      else if (message.kind === 'done') resolve(message.folded);
      else reject(new Error(`partition ${job.partition.index}: ${message.message}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`partition ${job.partition.index} stopped (exit code ${code})`)));
  });
}

/** The events the engine holds, for the progress bar: read before the partitions, a lower bound. */
async function storedEvents(database: HistoryConnection, engineSchema: string): Promise<number> {
  const db = connectServiceDatabase({ ...database, poolSize: 1 });
  try {
    const [{ n }] = await db.query<{ n: string }>(
      `SELECT coalesce(sum(version), 0)::bigint AS n FROM ${quoteIdent(engineSchema)}.game_streams_v1`,
    );
    return Number(n);
  } finally {
    await db.close();
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
