import type { Revocation, TokenGrant } from '@empires/contracts';
import { Authenticator, Revocations } from '@empires/gateway';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Backend } from '../common/backend';
import { LiveEvents } from '../live/live-events';

const REVOKING = new Set([
  'SessionRevoked',
  'SessionsRevoked',
  'PersonalTokenRevoked',
  'PlayerBanned',
  'AccountErased',
]);

/**
 * Keeps this gateway's revocation list: every revocation published on the players' account
 * streams from now on, and those of the last access-token lifetime, asked for on start (a
 * gateway that starts after a sign-out still refuses that session's tokens, from the moment
 * matchmaking answers). Personal tokens are looked up through matchmaking from here on.
 */
@Injectable()
export class AccountEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('AccountEvents');
  private stop?: () => void;

  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
    private readonly auth: Authenticator,
    private readonly revocations: Revocations,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stop = this.live.listen('*', (event) => {
      if (event.streamId.startsWith('account:') && REVOKING.has(event.type))
        this.revocations.add(event.payload as Revocation);
    });
    this.auth.lookUpTokensWith((tokenId, tokenHash) =>
      this.backend.account<TokenGrant | null>({ type: 'AuthenticateToken', payload: { tokenId, tokenHash } }),
    );
    // Asked in the background: a gateway that starts beside matchmaking does not wait for it to listen.
    void this.learnRecent();
  }

  private async learnRecent(): Promise<void> {
    await this.backend.started;
    const seconds = this.auth.tokens.lifetimeSeconds + 60;
    const recent = await this.backend
      .account<Revocation[]>({ type: 'RecentRevocations', payload: { seconds } })
      .catch((error: Error) => {
        this.log.warn(`recent revocations not read: ${error.message}`);
        return [];
      });
    recent.forEach((r) => this.revocations.add(r));
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
