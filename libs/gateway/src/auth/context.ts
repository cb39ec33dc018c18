import type { IncomingHttpHeaders } from 'node:http';
import type { Player, Tokens } from './tokens';

/** What every resolver knows of the caller. */
export interface GatewayContext {
  readonly player?: Player;
  /** True when credentials were given but did not check out (told apart from none at all). */
  readonly badCredentials: boolean;
  /** The caller's network address (HTTP only): what anonymous requests are rate-limited by. */
  readonly address?: string;
}

const bearer = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : value.trim() || undefined;
};

function fromToken(tokens: Tokens, token: string | undefined): GatewayContext {
  if (!token) return { badCredentials: false };
  const player = tokens.verify(token);
  return player ? { player, badCredentials: false } : { badCredentials: true };
}

/**
 * One context builder for both doors: HTTP requests carry `Authorization: Bearer <token>`,
 * graphql-ws connections carry `{ authorization: 'Bearer <token>' }` in `connectionParams`.
 */
export function contextBuilder(tokens: Tokens) {
  return (arg: {
    req?: { headers: IncomingHttpHeaders; ip?: string; socket?: { remoteAddress?: string } };
    connectionParams?: Record<string, unknown>;
  }): GatewayContext => {
    if (arg.req) {
      const address = arg.req.ip ?? arg.req.socket?.remoteAddress;
      return { ...fromToken(tokens, bearer(arg.req.headers.authorization)), ...(address ? { address } : {}) };
    }
    const params = arg.connectionParams ?? {};
    return fromToken(tokens, bearer(params.authorization ?? params.Authorization ?? params.token));
  };
}
