import { gqlError } from '../errors';
import type { GatewayContext } from './context';
import type { Player } from './player';

/** Every mutation and subscription acts for a registered player. */
export function requirePlayer(ctx: GatewayContext): Player {
  if (ctx.player) return ctx.player;
  throw gqlError(
    'UNAUTHENTICATED',
    ctx.refused === 'expired'
      ? 'the access token has expired: refresh it (refreshSession) or sign in again'
      : ctx.refused
        ? 'the token is not valid'
        : 'send `Authorization: Bearer <token>` (register, sign up or sign in to get one)',
    ctx.refused === 'expired' ? 'TOKEN_EXPIRED' : undefined,
  );
}
