import type { GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import type { Authenticator } from '../auth/authenticator';
import type { Connections } from '../auth/connections';
import { connectionToken, fromToken, type ConnectionAuth } from '../auth/context';
import { limitSocketOperation } from '../limits/limits-plugin';
import type { RateLimits } from '../limits/rate-limits';
import type { SocketLimits } from '../limits/socket-limits';
import type { SubscriptionCount } from '../observability/subscription-count';

/** What the door keeps on a graphql-ws connection (its `extra`). */
interface SocketExtra {
  socket: { close(code: number, reason: string): void };
  request?: { socket?: { remoteAddress?: string } };
  address?: string;
  /** Set once the connection is counted in; its address's slot is given back when it closes. */
  auth?: ConnectionAuth;
  closed?: boolean;
}

export interface SocketDoorParts {
  readonly auth: Authenticator;
  readonly connections: Connections;
  readonly sockets: SocketLimits;
  /** The same limiter as the HTTP door's. */
  readonly rateLimits: RateLimits;
  readonly subscriptions: SubscriptionCount;
  /** The schema served, once Nest's GraphQL module has built it. */
  readonly schema: () => GraphQLSchema | undefined;
}

const addressOf = (extra: SocketExtra) => extra.address ?? extra.request?.socket?.remoteAddress ?? 'unknown';

/**
 * graphql-ws's hooks for the gateway's door. A token that does not check out closes the
 * connection; none at all lets each operation answer UNAUTHENTICATED. The credential is checked
 * once, when the connection opens, and kept on it: a revocation or its expiry closes it
 * (`Connections`). Each operation is checked as over HTTP (`limitSocketOperation`).
 */
export function socketDoor(
  parts: SocketDoorParts,
): Pick<ServerOptions, 'onConnect' | 'onClose' | 'onSubscribe' | 'onComplete'> {
  const { auth, connections, sockets, rateLimits, subscriptions, schema } = parts;
  return {
    onConnect: async (ctx) => {
      const extra = ctx.extra as SocketExtra;
      const checked = await fromToken(auth, connectionToken(ctx.connectionParams));
      // A client that left while its token was checked has had its onClose already: counted in
      // now, its slot (and its expiry timer) would never be given back.
      if (extra.closed || checked.refused || !sockets.connect(addressOf(extra))) return false;
      // graphql-ws keeps the upgrade request as long as the connection; its address is all we read.
      extra.address = addressOf(extra);
      delete extra.request;
      extra.auth = connections.open(extra.socket, checked.player);
      return true;
    },
    // onClose rather than onDisconnect, which graphql-ws calls only for a connection it had
    // acknowledged: one counted in and closed before its acknowledgement is given back too.
    onClose: (ctx) => {
      const extra = ctx.extra as SocketExtra;
      extra.closed = true;
      subscriptions.closed(ctx);
      if (!extra.auth) return;
      connections.close(extra.socket, extra.auth.player);
      sockets.disconnect(addressOf(extra));
    },
    onSubscribe: async (ctx, id, payload) => {
      subscriptions.seen(ctx);
      const tooMany = sockets.subscribe(ctx, id);
      if (tooMany) return [tooMany];
      const extra = ctx.extra as SocketExtra;
      const served = schema();
      const errors = served
        ? await limitSocketOperation(served, rateLimits, payload, {
            address: addressOf(extra),
            player: extra.auth?.player,
          })
        : undefined;
      if (errors) sockets.complete(ctx, id);
      return errors;
    },
    onComplete: (ctx, id) => sockets.complete(ctx, id),
  };
}
