import type { DeadlineStore, DueDeadline } from './deadline-store';

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
export class Scheduler {
  private running = false;
  private loop?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private wakeUp?: () => void;
  private woken = false;

  constructor(
    private readonly store: DeadlineStore,
    private readonly options: SchedulerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Looks again now: a deadline was written or the partitions owned changed. */
  wake(): void {
    this.woken = true;
    clearTimeout(this.timer);
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    const now = this.options.now ?? (() => new Date());
    while (this.running) {
      this.woken = false;
      let sleep = this.options.idleMs ?? 1_000;
      try {
        const at = now();
        const due = (await this.store.due(at)).filter((d) => this.options.owns(d.streamId));
        if (due.length > 0) {
          await this.options.fire(due);
          await this.store.markSent(
            due.map((d) => d.streamId),
            at,
          );
          continue;
        }
        const next = await this.store.next(at);
        if (next) sleep = Math.max(0, Math.min(sleep, next.getTime() - now().getTime()));
      } catch (error) {
        this.options.onError?.(error);
      }
      if (!this.woken && this.running) await this.pause(sleep);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}
