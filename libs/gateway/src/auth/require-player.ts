import { gqlError } from '../errors';
import type { GatewayContext } from './context';
import type { Player } from './tokens';

/** Every mutation and subscription acts for a registered player. */
export function requirePlayer(ctx: GatewayContext): Player {
  if (ctx.player) return ctx.player;
  throw gqlError(
    'UNAUTHENTICATED',
    ctx.badCredentials ? 'the token is not valid' : 'send `Authorization: Bearer <token>` (register to get one)',
  );
}
