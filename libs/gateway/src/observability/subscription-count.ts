import type { ServerOptions } from 'graphql-ws';

type Hooks = Required<Pick<ServerOptions, 'onOperation' | 'onComplete'>>;

/**
 * graphql-ws's hooks that keep a count of the subscriptions running. A subscription is counted
 * once it runs (one refused by a limit or by validation never does) and uncounted when it
 * completes, however it ends (the client, the server or the socket closing).
 */
export function subscriptionCount(change: (delta: 1 | -1) => void): Hooks {
  const running = new WeakMap<object, Set<string>>();
  return {
    onOperation: (ctx, id, _payload, _args, result) => {
      if (!(Symbol.asyncIterator in Object(result))) return;
      running.set(ctx, (running.get(ctx) ?? new Set()).add(id));
      change(1);
    },
    onComplete: (ctx, id) => {
      if (running.get(ctx)?.delete(id)) change(-1);
    },
  };
}
