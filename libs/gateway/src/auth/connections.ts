import type { Revocation } from '@empires/contracts';
import type { Authenticator } from './authenticator';
import type { ConnectionAuth } from './context';
import type { Player } from './player';

/** graphql-ws close codes: the client should refresh and reconnect (4401), or sign in again (4403). */
export const CLOSE_EXPIRED = 4401;
export const CLOSE_REVOKED = 4403;

interface Socket {
  close(code: number, reason: string): void;
}

/**
 * The open graphql-ws connections by the session or token they run on: a revocation closes its
 * connections at once, and a connection whose access token runs out without being renewed
 * (`renewConnection`) is closed when it does.
 */
export class Connections {
  private readonly byCredential = new Map<string, Set<Socket>>();
  private readonly timers = new Map<Socket, NodeJS.Timeout>();

  constructor(private readonly auth: Authenticator) {
    auth.revocations.onRevoked((r) => this.revoke(r));
  }

  /** The credential a connection opened with, kept on it; undefined when there is none. */
  open(socket: Socket, player: Player | undefined): ConnectionAuth {
    const connection: ConnectionAuth = {
      player,
      renew: async (token) => {
        const result = await this.auth.authenticate(token);
        if (!('player' in result) || result.player.id !== connection.player?.id)
          throw new Error('a connection is renewed with a fresh token of the player it opened for');
        this.forget(socket, connection.player);
        connection.player = result.player;
        this.track(socket, result.player);
        return result.player;
      },
    };
    if (player) this.track(socket, player);
    return connection;
  }

  close(socket: Socket, player: Player | undefined): void {
    this.forget(socket, player);
  }

  private track(socket: Socket, player: Player): void {
    const key = player.sessionId ?? player.tokenId;
    if (key) this.byCredential.set(key, (this.byCredential.get(key) ?? new Set()).add(socket));
    if (player.expiresAt) {
      const timer = setTimeout(
        () => socket.close(CLOSE_EXPIRED, 'the access token expired: refresh it and reconnect'),
        Math.max(0, player.expiresAt.getTime() - Date.now()),
      );
      timer.unref();
      this.timers.set(socket, timer);
    }
  }

  private forget(socket: Socket, player: Player | undefined): void {
    clearTimeout(this.timers.get(socket));
    this.timers.delete(socket);
    const key = player?.sessionId ?? player?.tokenId;
    const set = key ? this.byCredential.get(key) : undefined;
    set?.delete(socket);
    if (key && set?.size === 0) this.byCredential.delete(key);
  }

  private revoke(revocation: Revocation): void {
    for (const id of [...revocation.sessionIds, ...revocation.tokenIds])
      for (const socket of this.byCredential.get(id) ?? []) socket.close(CLOSE_REVOKED, 'signed out: sign in again');
  }
}
