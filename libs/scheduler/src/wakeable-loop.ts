export interface WakeableLoopOptions {
  /** How long it sleeps after a pass that threw before trying again. */
  readonly afterErrorMs: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * Runs a pass of work over and over: each pass says how long to sleep before the next (0: go on at
 * once), and `wake()` cuts a sleep short or, called during a pass, skips the sleep after it, so news
 * that comes mid-pass is not slept through. Work that waits for a time in the database (deadlines,
 * webhook retries) sleeps until its next one and is woken when a new one is written.
 */
export class WakeableLoop {
  private running = false;
  private loop?: Promise<void>;
  private woken = false;
  private timer?: NodeJS.Timeout;
  private wakeUp?: () => void;

  constructor(
    private readonly pass: () => Promise<number>,
    private readonly options: WakeableLoopOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Ends after the pass under way, if any. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  wake(): void {
    this.woken = true;
    clearTimeout(this.timer);
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.woken = false;
      let sleep: number;
      try {
        sleep = await this.pass();
      } catch (error) {
        this.options.onError?.(error);
        sleep = this.options.afterErrorMs;
      }
      if (sleep > 0 && !this.woken && this.running) await this.pause(sleep);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}
