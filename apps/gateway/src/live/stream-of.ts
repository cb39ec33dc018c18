import type { EventEnvelope } from '@empires/contracts';
import { AsyncQueue } from './async-queue';
import type { LiveEvents } from './live-events';

/** One stream's live events, each mapped to what a subscription delivers (undefined: skipped). */
export async function* streamOf<T>(live: LiveEvents, streamId: string, map: (e: EventEnvelope) => T | undefined): AsyncGenerator<T> {
  const queue = new AsyncQueue<EventEnvelope>();
  const stop = live.listen(streamId, (e) => queue.push(e));
  try {
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
