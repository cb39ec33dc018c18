import type { EventEnvelope } from '@empires/contracts';
import type { GatewayContext, Listener } from '@empires/gateway';
import { ChatResolver } from './chat.resolver';

const player = { id: 'p_1', name: 'Ada', guest: false, bot: false, roles: [] };

describe('the chatMessageAdded subscription', () => {
  it('ends at once when the client leaves a quiet channel, and stops listening', async () => {
    // graphql-ws awaits this end before onDisconnect gives the address's connection slot back.
    const listeners = new Set<Listener>();
    const live = {
      listen: (_stream: string, l: (e: EventEnvelope) => void) => (listeners.add(l), () => listeners.delete(l)),
      lastSeqHeard: () => undefined,
    };
    const chat = new ChatResolver({} as never, live as never, {} as never);
    const stream = await chat.chatMessageAdded({ player } as GatewayContext, { channel: 'lobby', last: 0 });
    void stream.next(); // graphql-ws waiting for the next message
    await new Promise((resolve) => setImmediate(resolve));
    expect(listeners.size).toBe(1);
    const ended = await Promise.race([
      stream.return(undefined).then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect({ ended, listening: listeners.size }).toEqual({ ended: 'ended', listening: 0 });
  });
});
