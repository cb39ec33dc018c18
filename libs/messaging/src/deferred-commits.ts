import type { Consumer } from 'kafkajs';

interface PartitionCommits {
  /** Settles when every batch handed over so far is committed; rejects at the first failure. */
  chain: Promise<void>;
  failure?: unknown;
}

/**
 * Offsets committed once a batch's side effects are acknowledged, after the handler returned:
 * the consumer fetches the next batch meanwhile. Per partition the commits keep their order,
 * and the first batch that fails stops every later commit of its partition: the next batch
 * there throws, so the consumer restarts from the last commit and delivers the batch again.
 */
export class DeferredCommits {
  private partitions = new Map<string, PartitionCommits>();

  constructor(private readonly consumer: Consumer) {}

  /** Commits `offset` (the next one to read) once `settled` and everything before it did. */
  add(topic: string, partition: number, offset: string, settled: Promise<void>): void {
    const key = `${topic}:${partition}`;
    const state = this.partitions.get(key) ?? { chain: Promise.resolve() };
    const partitions = this.partitions;
    state.chain = state.chain
      .then(() => settled)
      .then(() => this.consumer.commitOffsets([{ topic, partition, offset }]))
      .catch((error: unknown) => {
        // A commit of a partition lost in a rebalance is nobody's failure any more.
        if (this.partitions === partitions) state.failure ??= error;
        throw error;
      });
    state.chain.catch(() => undefined);
    this.partitions.set(key, state);
  }

  /** The failure of an earlier batch of this partition, if one failed. */
  failure(topic: string, partition: number): unknown {
    return this.partitions.get(`${topic}:${partition}`)?.failure;
  }

  /** A new generation of the group: what the old one had pending is left behind. */
  reset(): void {
    this.partitions = new Map();
  }
}
