import type { Revocation } from '@empires/contracts';

/**
 * Sessions and players whose access tokens no longer count, as every gateway hears them from
 * the players' account streams (and asks for on start). Kept as long as an access token lives;
 * after that, expiry refuses the tokens by itself.
 */
export class Revocations {
  /** Session or personal token id → when it was revoked (ms). */
  private readonly ended = new Map<string, number>();
  private readonly listeners = new Set<(revocation: Revocation) => void>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  add(revocation: Revocation): void {
    const at = Date.parse(revocation.at) || this.now();
    for (const id of [...revocation.sessionIds, ...revocation.tokenIds]) this.ended.set(id, at);
    this.forgetOld();
    for (const listener of this.listeners) listener(revocation);
  }

  /** Whether a session's access tokens, or a personal token, were revoked. */
  revoked(id: string): boolean {
    return this.ended.has(id);
  }

  /** Hears each revocation (to close the sockets it ends) until the returned function is called. */
  onRevoked(listener: (revocation: Revocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private forgetOld(): void {
    const horizon = this.now() - this.keepMs;
    for (const [id, at] of this.ended) if (at < horizon) this.ended.delete(id);
  }
}
