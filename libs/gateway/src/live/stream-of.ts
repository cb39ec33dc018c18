import type { EventEnvelope } from '@empires/contracts';
import { AsyncQueue } from './async-queue';
import { endingOnReturn } from './ending-on-return';
import type { LiveFeed } from '../ports';

/**
 * One stream's live events, each mapped to what a subscription delivers (undefined: skipped).
 * With `current`, first what it answers (a value, or several), asked once listening so no change
 * in between is lost.
 */
export function streamOf<T>(
  live: LiveFeed,
  streamId: string,
  map: (e: EventEnvelope) => T | undefined,
  current?: () => Promise<T | readonly T[]>,
): AsyncGenerator<T> {
  const queue = new AsyncQueue<EventEnvelope>();
  return endingOnReturn(follow(queue, live, streamId, map, current), () => queue.close());
}

async function* follow<T>(
  queue: AsyncQueue<EventEnvelope>,
  live: LiveFeed,
  streamId: string,
  map: (e: EventEnvelope) => T | undefined,
  current?: () => Promise<T | readonly T[]>,
): AsyncGenerator<T> {
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
