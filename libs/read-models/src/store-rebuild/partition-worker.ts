// A worker thread of the rebuild from the store: folds one partition, reports to its parent.
import { parentPort, workerData } from 'node:worker_threads';
import { connectServiceDatabase } from '@empires/database';
import { foldPartition } from './fold-partition';
import { loadRegistry, type PartitionJob, type PartitionMessage } from './partition-job';

const job = workerData as PartitionJob;
const say = (message: PartitionMessage) => parentPort?.postMessage(message);

async function run() {
  const registry = await loadRegistry(job.registry);
  // One connection reads the COPY; the projector commits a window while the next is folded.
  const db = connectServiceDatabase({ ...job.database, poolSize: 3 });
  try {
    say({ kind: 'ready' });
    return await foldPartition(db, job.engineSchema, job.partition, registry, (events) =>
      say({ kind: 'progress', events }),
    );
  } finally {
    await db.close();
  }
}

run().then(
  (folded) => say({ kind: 'done', folded }),
  (error: unknown) =>
    say({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
