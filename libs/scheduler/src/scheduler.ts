import type { DeadlineStore, DueDeadline } from './deadline-store';
import { WakeableWorker } from './wakeable-worker';

export interface SchedulerOptions {
  /** Whether this instance owns the stream (the partition its commands go to, say). */
  readonly owns: (streamId: string) => boolean;
  /** Tells the owner a deadline has come; must be idempotent (the same deadline may be told twice). */
  readonly fire: (due: readonly DueDeadline[]) => Promise<void>;
  /** The longest it sleeps without news: a safety net under `wake()`. */
  readonly idleMs?: number;
  readonly now?: () => Date;
  readonly onError?: (error: unknown) => void;
}

/**
 * Fires durable deadlines: sleeps until the next one, or until woken (a new deadline was written,
 * partitions changed hands), then tells the owner of each deadline that has come. Deadlines live
 * in the database with their streams, so a restart or a rebalance loses none; what it tells is a
 * command through the same path as any other, answered once by its id, so telling twice is safe.
 */
export class Scheduler extends WakeableWorker {
  constructor(
    private readonly store: DeadlineStore,
    private readonly options: SchedulerOptions,
  ) {
    super({ afterErrorMs: options.idleMs ?? 1_000, onError: options.onError });
  }

  /** Fires what has come; answers how long to sleep until the next deadline (0: look again at once). */
  protected async pass(): Promise<number> {
    const now = this.options.now ?? (() => new Date());
    const idleMs = this.options.idleMs ?? 1_000;
    const at = now();
    const due = (await this.store.due(at)).filter((d) => this.options.owns(d.streamId));
    if (due.length > 0) {
      await this.options.fire(due);
      await this.store.markSent(due, at);
      return 0;
    }
    const next = await this.store.next(at);
    return next ? Math.max(0, Math.min(idleMs, next.getTime() - now().getTime())) : idleMs;
  }
}
