import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface Player {
  readonly id: string;
  readonly name: string;
}

const VERIFIED_KEPT = 10_000;

/**
 * Player tokens are signed, not stored: any gateway holding the secret can check one, so
 * gateways stay stateless and run side by side. A token is `base64url(json).signature`.
 */
export class Tokens {
  /** Tokens already checked: a player sends the same one with every move. */
  private readonly verified = new Map<string, Player>();

  constructor(private readonly secret: string) {}

  issue(name: string): { player: Player; token: string } {
    const player = { id: `p_${randomUUID().replace(/-/g, '')}`, name };
    const body = Buffer.from(JSON.stringify(player)).toString('base64url');
    return { player, token: `${body}.${this.sign(body)}` };
  }

  /** The player a token names, or undefined for anything forged, altered or malformed. */
  verify(token: string): Player | undefined {
    const known = this.verified.get(token);
    if (known) return known;
    const player = this.check(token);
    if (player) {
      if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
      this.verified.set(token, player);
    }
    return player;
  }

  private check(token: string): Player | undefined {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const player = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Player;
      return typeof player.id === 'string' && typeof player.name === 'string' ? player : undefined;
    } catch {
      return undefined;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

const DEVELOPMENT_SECRET = 'empires-development-secret';
const SHORTEST_SECRET = 32;

/**
 * Gateways of one deployment share `EMPIRES_TOKEN_SECRET`. A fixed one serves development; in
 * production (`NODE_ENV=production`) there is none: a gateway without a secret of its own, or with
 * a short one, refuses to start rather than sign tokens anyone could forge.
 */
export function tokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.EMPIRES_TOKEN_SECRET;
  if (env.NODE_ENV !== 'production') return secret ?? DEVELOPMENT_SECRET;
  if (!secret || secret === DEVELOPMENT_SECRET || secret.length < SHORTEST_SECRET)
    throw new Error(`EMPIRES_TOKEN_SECRET must be set to ${SHORTEST_SECRET} or more characters in production`);
  return secret;
}
