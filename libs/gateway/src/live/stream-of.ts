import type { EventEnvelope } from '@empires/contracts';
import { AsyncQueue } from './async-queue';
import type { LiveFeed } from '../ports';

/**
 * One stream's live events, each mapped to what a subscription delivers (undefined: skipped).
 * With `current`, first what it answers (a value, or several), asked once listening so no change
 * in between is lost.
 */
export async function* streamOf<T>(
  live: LiveFeed,
  streamId: string,
  map: (e: EventEnvelope) => T | undefined,
  current?: () => Promise<T | readonly T[]>,
): AsyncGenerator<T> {
  const queue = new AsyncQueue<EventEnvelope>();
  const stop = live.listen(streamId, (e) => queue.push(e));
  try {
    if (current) {
      const now = await current();
      for (const value of Array.isArray(now) ? now : [now as T]) yield value;
    }
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const value = map(next.value);
      if (value !== undefined) yield value;
    }
  } finally {
    stop();
    queue.close();
  }
}
