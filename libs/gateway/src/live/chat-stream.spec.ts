import type { ChatMessageView, EventEnvelope } from '@empires/contracts';
import type { Listener, LiveFeed } from '../ports';
import { chatStream } from './chat-stream';

/** A live feed with each stream's listeners, to count them and to tell them events. */
function feed(heard: Record<string, number> = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const live: LiveFeed = {
    listen: (stream, listener) => {
      const set = listeners.get(stream) ?? new Set<Listener>();
      listeners.set(stream, set.add(listener));
      return () => set.delete(listener);
    },
    lastSeqHeard: (stream) => heard[stream],
  };
  const tell = (stream: string, e: Partial<EventEnvelope>) =>
    listeners.get(stream)?.forEach((l) => l({ streamId: stream, occurredAt: '', ...e } as EventEnvelope));
  const listening = (stream: string) => listeners.get(stream)?.size ?? 0;
  return { live, tell, listening };
}

const posted = (messageId: string, body: string): Partial<EventEnvelope> => ({
  type: 'ChatMessagePosted',
  payload: { messageId, channel: 'lobby', authorId: 'p_eve', body, sentAt: 't' },
});
const view = (messageId: string, body: string): ChatMessageView => ({
  messageId,
  channel: 'lobby',
  authorId: 'p_eve',
  authorName: 'Eve',
  body,
  sentAt: 't',
});
const nameOf = async () => 'Eve';
const settles = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe('a chat stream', () => {
  it('gives the earlier messages first, then the live ones, each once and with its author named', async () => {
    const { live, tell } = feed();
    const earlier = async () => {
      tell('chat:lobby', posted('m2', 'posted while history was read')); // heard live and read: told once
      return [view('m1', 'hello'), view('m2', 'posted while history was read')];
    };
    const stream = chatStream({ live, earlier, nameOf }, 'lobby');
    const bodies = [(await stream.next()).value?.body, (await stream.next()).value?.body];
    const next = stream.next();
    tell('chat:lobby', posted('m3', 'and now'));
    expect([...bodies, (await next).value]).toEqual([
      'hello',
      'posted while history was read',
      {
        id: 'm3',
        channel: 'lobby',
        authorId: 'p_eve',
        authorName: 'Eve',
        body: 'and now',
        sentAt: 't',
        deleted: false,
      },
    ]);
    await stream.return(undefined);
  });

  it('ends at once when its reader leaves a quiet channel, and stops listening', async () => {
    // graphql-ws awaits this before it lets a closed socket go, and with it the address's connection slot.
    const { live, listening } = feed();
    const stream = chatStream({ live, nameOf }, 'lobby');
    const waiting = stream.next();
    await new Promise((resolve) => setImmediate(resolve));
    expect(listening('chat:lobby')).toBe(1);
    expect(await settles(stream.return(undefined), 1_000)).toBe('settled');
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(listening('chat:lobby')).toBe(0);
  });
});
