import type { IncomingHttpHeaders } from 'node:http';
import type { Authenticator } from './authenticator';
import type { Player } from './player';

/** A graphql-ws connection's credential: set when it opens, renewed when the client refreshes it. */
export interface ConnectionAuth {
  player?: Player;
  /** Takes a fresh access token for the same player over the open connection. */
  renew(token: string): Promise<Player>;
}

/** What every resolver knows of the caller. */
export interface GatewayContext {
  readonly player?: Player;
  /** Why credentials that were given did not check out (told apart from none at all). */
  readonly refused?: 'expired' | 'invalid';
  /** The caller's network address (HTTP only): what anonymous requests are rate-limited by. */
  readonly address?: string;
  /** The graphql-ws connection the operation came over, if any. */
  readonly connection?: ConnectionAuth;
}

export const bearer = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : value.trim() || undefined;
};

export async function fromToken(auth: Authenticator, token: string | undefined): Promise<GatewayContext> {
  if (!token) return {};
  const result = await auth.authenticate(token);
  return 'player' in result ? { player: result.player } : { refused: result.refused };
}

/** The bearer token of graphql-ws `connectionParams`. */
export const connectionToken = (params: Record<string, unknown> | undefined): string | undefined =>
  bearer(params?.authorization ?? params?.Authorization ?? params?.token);

/**
 * One context builder for both doors: HTTP requests carry `Authorization: Bearer <token>`;
 * graphql-ws connections carry `{ authorization: 'Bearer <token>' }` in `connectionParams`, checked
 * when the connection opens (and renewed over it), so each operation on it reads the result.
 */
export function contextBuilder(auth: Authenticator) {
  return async (arg: {
    req?: { headers: IncomingHttpHeaders; ip?: string; socket?: { remoteAddress?: string } };
    connectionParams?: Record<string, unknown>;
    extra?: { auth?: ConnectionAuth };
  }): Promise<GatewayContext> => {
    if (arg.req) {
      const address = arg.req.ip ?? arg.req.socket?.remoteAddress;
      return { ...(await fromToken(auth, bearer(arg.req.headers.authorization))), ...(address ? { address } : {}) };
    }
    const connection = arg.extra?.auth;
    if (!connection) return fromToken(auth, connectionToken(arg.connectionParams));
    const player = connection.player;
    // A connection whose session was revoked since it opened acts for nobody (and is being closed).
    const live = player && !auth.revocations.revoked(player.sessionId ?? player.tokenId ?? '');
    return live ? { player, connection } : { connection };
  };
}
