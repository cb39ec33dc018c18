import type { Role, Scope } from '@empires/contracts';

/** Who a request acts for, as the credential it carried tells. */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
  readonly bot: boolean;
  readonly roles: readonly Role[];
  /** A personal token's scopes; a session may do everything its account may. */
  readonly scopes?: readonly Scope[];
  readonly sessionId?: string;
  readonly tokenId?: string;
  /** When the access token ends (sessions only). */
  readonly expiresAt?: Date;
}
