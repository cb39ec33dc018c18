import type { Context } from 'graphql-ws';

const CLOSED = 3; // WebSocket.CLOSED

/**
 * Counts the subscriptions graphql-ws holds open, read when metrics are scraped. Counted from
 * each connection's own table of running operations rather than by hooks: graphql-ws drops a
 * completed or closed one from that table at once, while its completion hook waits for the
 * subscription's iterator to return, which a stream waiting for its next event does only once
 * that event comes.
 */
export class SubscriptionCount {
  private readonly connections = new Set<Context>();

  /** Call from `onSubscribe`: the connection is looked at from now on. */
  seen(ctx: Context): void {
    this.connections.add(ctx);
  }

  /** Call from `onClose`. */
  closed(ctx: Context): void {
    this.connections.delete(ctx);
  }

  count(): number {
    let open = 0;
    for (const ctx of this.connections) {
      const socket = (ctx.extra as { socket?: { readyState?: number } } | undefined)?.socket;
      if (socket?.readyState === CLOSED) {
        this.connections.delete(ctx);
        continue;
      }
      for (const running of Object.values(ctx.subscriptions))
        if (running && Symbol.asyncIterator in Object(running)) open++;
    }
    return open;
  }
}
