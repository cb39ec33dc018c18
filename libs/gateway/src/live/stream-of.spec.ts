import type { EventEnvelope } from '@empires/contracts';
import type { Listener, LiveFeed } from '../ports';
import { streamOf } from './stream-of';

/** A live feed with listeners one can count. */
function feed() {
  const listeners = new Set<Listener>();
  const live: LiveFeed = {
    listen: (_stream, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastSeqHeard: () => undefined,
  };
  return { live, listeners };
}

describe('a live stream', () => {
  it('passes on its events, mapped', async () => {
    const { live, listeners } = feed();
    const stream = streamOf(live, 'table:1', (e) => e.seq);
    const first = stream.next();
    await new Promise((resolve) => setImmediate(resolve)); // the generator runs up to its first wait
    for (const listener of listeners) listener({ seq: 7 } as EventEnvelope);
    expect(await first).toEqual({ value: 7, done: false });
  });

  it('ends at once when its subscriber leaves while it waits for an event that may never come', async () => {
    const { live, listeners } = feed();
    const stream = streamOf(live, 'game:finished', (e) => e);
    const waiting = stream.next();
    await new Promise((resolve) => setImmediate(resolve));
    expect(listeners.size).toBe(1);
    const ended = await Promise.race([
      stream.return(undefined).then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect(ended).toBe('ended');
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(listeners.size).toBe(0);
  });
});
