import type { EventEnvelope, GameSummary, Query } from '@empires/contracts';
import type { GatewayContext, Listener } from '@empires/gateway';
import { RulesetRegistry } from '@empires/rules-kernel';
import { ChatResolver } from './chat.resolver';

const player = { id: 'p_1', name: 'Ada', guest: false, bot: false, roles: [] };
const ctx = { player } as GatewayContext;

/** The resolver over a live feed whose listeners one can count and tell, and history that has one open game. */
function chatOver() {
  const listeners = new Map<string, Set<Listener>>();
  const live = {
    listen: (stream: string, l: Listener) => {
      const set = listeners.get(stream) ?? new Set<Listener>();
      listeners.set(stream, set.add(l));
      return () => set.delete(l);
    },
    lastSeqHeard: () => undefined,
  };
  const game = {
    gameId: 'g_1',
    ruleset: 'dice-race@1.0.0',
    status: 'open',
    seats: [],
    version: 1,
  } as unknown as GameSummary;
  const backend = {
    game: async () => game,
    query: async (q: Query) => ({ events: [], lastSeq: (q as { afterSeq: number }).afterSeq }),
  };
  const chat = new ChatResolver(backend as never, live as never, {} as never, new RulesetRegistry([]));
  const tell = (stream: string, e: Partial<EventEnvelope>) =>
    listeners.get(stream)?.forEach((l) => l({ streamId: stream, occurredAt: '', ...e } as EventEnvelope));
  const listening = (stream: string) => listeners.get(stream)?.size ?? 0;
  return { chat, tell, listening };
}

describe('the chatMessageAdded subscription', () => {
  it('ends at once when the client leaves a quiet channel, and stops listening', async () => {
    // graphql-ws awaits this end before onDisconnect gives the address's connection slot back.
    const { chat, listening } = chatOver();
    const stream = await chat.chatMessageAdded(ctx, { channel: 'lobby', last: 0 });
    void stream.next(); // graphql-ws waiting for the next message
    await new Promise((resolve) => setImmediate(resolve));
    expect(listening('chat:lobby')).toBe(1);
    const ended = await Promise.race([
      stream.return(undefined).then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect({ ended, listening: listening('chat:lobby') }).toEqual({ ended: 'ended', listening: 0 });
  });

  it("ends a game's spectators' channel with FORBIDDEN once its reader takes a seat in the game", async () => {
    const { chat, tell } = chatOver();
    const stream = await chat.chatMessageAdded(ctx, { channel: 'game:g_1:spectators', last: 0 });
    const next = stream.next();
    tell('g_1', {
      seq: 2,
      type: 'SeatTaken',
      payload: { type: 'SeatTaken', seat: 0, holder: { kind: 'player', playerId: player.id } },
    });
    const refused = await Promise.race([
      next.then(
        () => 'a message',
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still reading'), 1_000)),
    ]);
    expect(refused).toBe('FORBIDDEN');
  });
});
