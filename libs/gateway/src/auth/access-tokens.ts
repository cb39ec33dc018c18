import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@empires/contracts';
import { envCount } from '../limits/env-count';

/** Access tokens live 15 minutes unless `EMPIRES_ACCESS_TOKEN_SECONDS` says otherwise: a stolen one is soon worthless. */
export const accessTokenSeconds = (env: NodeJS.ProcessEnv = process.env): number =>
  Math.max(1, envCount(env.EMPIRES_ACCESS_TOKEN_SECONDS, 900));

/** Who an access token names, and for which session. */
export interface AccessClaims {
  readonly playerId: string;
  readonly name: string;
  readonly guest: boolean;
  readonly bot: boolean;
  readonly roles: readonly Role[];
  readonly sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  /** Seconds since the epoch. */
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export type AccessCheck = VerifiedAccess | 'expired' | 'invalid';

const ISSUER = 'empires';
const ALGORITHM = 'HS256';

/**
 * Short-lived access tokens: JWTs (HS256 under the deployment's `EMPIRES_TOKEN_SECRET`) that any
 * gateway checks without asking anyone; what ends them early is the revocation list every
 * gateway keeps (`Revocations`), and their short life.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly lifetimeSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    const token = await new SignJWT({
      name: claims.name,
      guest: claims.guest,
      bot: claims.bot,
      roles: [...claims.roles],
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.playerId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  async verify(token: string): Promise<AccessCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: new Date(this.now()),
      });
      const { sub, name, guest, bot, roles, sid, iat, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof name !== 'string' || typeof sid !== 'string') return 'invalid';
      return {
        playerId: sub,
        name,
        guest: guest === true,
        bot: bot === true,
        roles: Array.isArray(roles) ? (roles as Role[]) : [],
        sessionId: sid,
        issuedAt: Number(iat),
        expiresAt: Number(exp),
      };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
