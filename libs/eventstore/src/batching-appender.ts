import type { EventStore } from './event-store';
import type { StreamWrite } from './types';

interface Queued {
  readonly writes: readonly StreamWrite[];
  readonly done: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * Group commit: appends asked for while a transaction is running wait for it and then go
 * together in the next one. The engine decides several partitions' batches at once; each of
 * their commits would otherwise wait on its own disk flush. Callers write disjoint streams
 * (a partition's games are its own), so merging changes no outcome, except that one caller's
 * conflict fails everyone in its transaction: each then retries on its own.
 */
export class BatchingAppender {
  private queue: Queued[] = [];
  private appending = false;

  constructor(private readonly store: EventStore) {}

  append(writes: readonly StreamWrite[]): Promise<void> {
    if (writes.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ writes, done: { resolve, reject } });
      if (this.appending) return;
      this.appending = true;
      // The partitions of one fetch reach here a few promise turns apart: a macrotask later,
      // they all leave in the first transaction instead of one alone and the rest after it.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.store.append(batch.flatMap((q) => q.writes));
        batch.forEach((q) => q.done.resolve());
      } catch (error) {
        batch.forEach((q) => q.done.reject(error));
      }
    }
    this.appending = false;
  }
}
