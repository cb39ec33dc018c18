import type { Consumer } from 'kafkajs';

interface PartitionCommits {
  /** Settles when every batch handed over so far has settled; rejects at the first failure. */
  settled: Promise<void>;
  /** The offset to commit next (the one after the last batch that settled), if not committed yet. */
  due?: string;
  failure?: unknown;
}

/** How often settled offsets are committed: a crash re-delivers at most this much, which consumers ignore. */
const COMMIT_EVERY_MS = 200;

/**
 * Offsets committed after the handler returned, once each batch's side effects settle, and a
 * few times a second rather than after every batch: a commit is a round trip the consumer
 * would otherwise wait on before fetching again. Per partition a batch counts only after those
 * before it, and the first that fails stops every later commit of its partition: the next batch
 * there throws, so the consumer restarts from the last commit and delivers the batch again.
 */
export class DeferredCommits {
  private partitions = new Map<string, PartitionCommits>();
  private timer?: NodeJS.Timeout;

  constructor(private readonly consumer: Consumer) {}

  /** Commits `offset` (the next one to read) once `settled` and everything before it did. */
  add(topic: string, partition: number, offset: string, settled: Promise<void> = Promise.resolve()): void {
    const key = `${topic}:${partition}`;
    const partitions = this.partitions;
    const state = partitions.get(key) ?? { settled: Promise.resolve() };
    partitions.set(key, state);
    // `settled` is chained only once the batches before it settle: if it fails first (a publish
    // while the broker is down), nothing would handle it yet and Node would end the process (the
    // chaos run lost its engine so). Its failure still reaches `state.failure` through the chain.
    settled.catch(() => undefined);
    state.settled = state.settled.then(() => settled);
    state.settled.then(
      () => {
        if (state.failure === undefined) state.due = offset;
        this.schedule();
      },
      (error: unknown) => (state.failure ??= error),
    );
  }

  /** The failure of an earlier batch of this partition, if one failed. */
  failure(topic: string, partition: number): unknown {
    return this.partitions.get(`${topic}:${partition}`)?.failure;
  }

  /** A new generation of the group: what the old one had pending is left behind. */
  reset(): void {
    this.partitions = new Map();
  }

  /** Commits what is due now (on the way out). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const due = [...this.partitions].flatMap(([key, state]) => {
      if (state.due === undefined) return [];
      const offset = state.due;
      state.due = undefined;
      const at = key.lastIndexOf(':');
      return [{ topic: key.slice(0, at), partition: Number(key.slice(at + 1)), offset }];
    });
    // A partition lost in a rebalance refuses the commit; its new owner reads it again.
    if (due.length > 0) await this.consumer.commitOffsets(due).catch(() => undefined);
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), COMMIT_EVERY_MS).unref();
  }
}
