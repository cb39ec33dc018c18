import type { ChatMessageView, EventEnvelope, GameSummary, Query } from '@empires/contracts';
import { RulesetRegistry } from '@empires/rules-kernel';
import { diceRace, waitFor } from '@empires/testing';
import type { Listener, LiveFeed } from '../ports';
import { chatStream, onceSeated } from './chat-stream';

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

describe("a game's spectators' channel", () => {
  const gameId = 'g_1';
  const channel = `game:${gameId}:spectators`;
  const chat = `chat:${channel}`;
  const registry = new RulesetRegistry([diceRace]);
  const lifecycle = (seq: number, type: string, payload: object = {}): Partial<EventEnvelope> => ({
    eventId: `e${seq}`,
    seq,
    type,
    ruleset: 'dice-race@1.0.0',
    payload: { type, ...payload },
  });
  const sits = (seq: number, playerId: string) =>
    lifecycle(seq, 'SeatTaken', { seat: 1, holder: { kind: 'player', playerId } });
  /** An open game whose summary history read after its first event; history holds `told` (from seq 1). */
  function openGame(told: Partial<EventEnvelope>[]) {
    const { live, tell, listening } = feed({ [gameId]: told.length });
    const backend = {
      async query<T>(q: Query): Promise<T> {
        const afterSeq = (q as { afterSeq: number }).afterSeq;
        const events = told.slice(afterSeq).map((e) => ({ streamId: gameId, occurredAt: '', ...e }));
        return { events, lastSeq: events.at(-1)?.seq ?? afterSeq } as T;
      },
    };
    const summary = {
      gameId,
      ruleset: 'dice-race@1.0.0',
      status: 'open',
      seats: [],
      version: 1,
    } as unknown as GameSummary;
    const stream = chatStream(
      { live, nameOf, refusal: onceSeated({ backend, live, registry }, summary, 'p_ada') },
      channel,
    );
    return { stream, tell, listening };
  }
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'not refused',
      (error: { extensions?: { code?: string } }) => error.extensions?.code,
    );

  it('ends with FORBIDDEN once its reader takes a seat in the game', async () => {
    const { stream, tell, listening } = openGame([lifecycle(1, 'GameCreated')]);
    const first = stream.next();
    await new Promise((resolve) => setImmediate(resolve));
    tell(chat, posted('m1', 'who will win?'));
    expect((await first).value?.body).toBe('who will win?');
    tell(gameId, sits(2, 'p_ada'));
    expect(await refusal(stream.next())).toBe('FORBIDDEN');
    expect([listening(chat), listening(gameId)]).toEqual([0, 0]);
  });

  it("ends so too when the seat was taken just before, though history's summary does not show it yet", async () => {
    const { stream } = openGame([lifecycle(1, 'GameCreated'), sits(2, 'p_ada')]);
    expect(await refusal(stream.next())).toBe('FORBIDDEN');
  });

  it('goes on while others sit down, and stops watching the game once it starts', async () => {
    const { stream, tell, listening } = openGame([lifecycle(1, 'GameCreated')]);
    const first = stream.next();
    await new Promise((resolve) => setImmediate(resolve));
    tell(gameId, sits(2, 'p_bob'));
    tell(gameId, lifecycle(3, 'GameStarted'));
    tell(chat, posted('m1', 'here we go'));
    expect((await first).value?.body).toBe('here we go');
    await waitFor(() => listening(gameId) === 0, 1_000, 'the game no longer heard');
    expect(listening(chat)).toBe(1);
    await stream.return(undefined);
  });
});
