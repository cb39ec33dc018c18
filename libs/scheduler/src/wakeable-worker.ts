import { WakeableLoop, type WakeableLoopOptions } from './wakeable-loop';

/**
 * Work done in passes of a wakeable loop (deadlines, webhook deliveries, the matcher, the bot
 * ladder): start, stop and wake are the loop's; a worker says only what one pass does.
 */
export abstract class WakeableWorker {
  private readonly loop: WakeableLoop;

  protected constructor(options: WakeableLoopOptions) {
    this.loop = new WakeableLoop(() => this.pass(), options);
  }

  start(): void {
    this.loop.start();
  }

  /** Ends after the pass under way, if any. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Looks again now: there is news (a deadline written, deliveries queued, players joined). */
  wake(): void {
    this.loop.wake();
  }

  /** One pass of the work; answers how long to sleep before the next (0: go on at once). */
  protected abstract pass(): Promise<number>;
}
