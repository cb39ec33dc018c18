import { GroupCommit } from '@empires/scheduler';
import type { EventStore } from './event-store';
import type { StreamWrite } from './types';

/**
 * Group commit: appends asked for while a transaction is running wait for it and then go
 * together in the next one. The engine decides several partitions' batches at once; each of
 * their commits would otherwise wait on its own disk flush. Callers write disjoint streams
 * (a partition's games are its own), so merging changes no outcome, except that one caller's
 * conflict fails everyone in its transaction: each then retries on its own.
 */
export class BatchingAppender {
  // The partitions of one fetch reach here a few promise turns apart: a macrotask later, they
  // all leave in the first transaction instead of one alone and the rest after it.
  private readonly group = new GroupCommit<readonly StreamWrite[]>(
    (batch) => this.store.append(batch.flat()),
    (run) => setImmediate(run),
  );

  constructor(private readonly store: EventStore) {}

  append(writes: readonly StreamWrite[]): Promise<void> {
    if (writes.length === 0) return Promise.resolve();
    return this.group.add(writes);
  }
}
