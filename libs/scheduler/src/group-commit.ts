/**
 * Group commit: what is asked for while a run is under way waits for it, then goes in the next
 * run with everything else that queued meanwhile, in the order asked; each asker hears how its
 * run went. One run at a time: a producer that keeps one request in flight, or a store whose
 * every transaction waits on a disk flush, then pays once for many small writes.
 */
export class GroupCommit<T> {
  private queue: { readonly item: T; readonly resolve: () => void; readonly reject: (error: unknown) => void }[] = [];
  private running = false;

  /** `defer`: holds the first run of a quiet spell back, so that askers a few turns apart go in it together. */
  constructor(
    private readonly commit: (items: readonly T[]) => Promise<void>,
    private readonly defer: (run: () => void) => void = (run) => run(),
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running) return;
      this.running = true;
      this.defer(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.commit(batch.map((q) => q.item));
        for (const q of batch) q.resolve();
      } catch (error) {
        for (const q of batch) q.reject(error);
      }
    }
    this.running = false;
  }
}
