import { GraphQLError } from 'graphql';
import { envCount } from './env-count';

export interface SocketLimitSettings {
  /** Open graphql-ws connections per address; 0: no limit. */
  readonly connectionsPerAddress: number;
  /** Live subscriptions per connection; 0: no limit. */
  readonly subscriptionsPerConnection: number;
}

/** A client follows a few games on one connection; a load test lifts these (`EMPIRES_MAX_*`, 0 for none). */
export const socketLimitSettings = (env: NodeJS.ProcessEnv = process.env): SocketLimitSettings => ({
  connectionsPerAddress: envCount(env.EMPIRES_MAX_CONNECTIONS_PER_ADDRESS, 100),
  subscriptionsPerConnection: envCount(env.EMPIRES_MAX_SUBSCRIPTIONS_PER_CONNECTION, 50),
});

/**
 * Bounds what one address holds open on a gateway: its connections, and the subscriptions of
 * each. A connection over the limit is refused (graphql-ws closes it, 4403); a subscription over
 * it answers RATE_LIMITED and the connection stays.
 */
export class SocketLimits {
  private readonly open = new Map<string, number>();
  private readonly live = new WeakMap<object, Set<string>>();

  constructor(private readonly settings: SocketLimitSettings) {}

  /** Counts a new connection in; false when the address holds as many as it may. */
  connect(address: string): boolean {
    const n = (this.open.get(address) ?? 0) + 1;
    if (this.settings.connectionsPerAddress > 0 && n > this.settings.connectionsPerAddress) return false;
    this.open.set(address, n);
    return true;
  }

  disconnect(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }

  /** Counts a subscription of `connection` in, or says why not. */
  subscribe(connection: object, id: string): GraphQLError | undefined {
    const ids = this.live.get(connection) ?? new Set<string>();
    const most = this.settings.subscriptionsPerConnection;
    if (most > 0 && ids.size >= most)
      return new GraphQLError(`a connection holds at most ${most} subscriptions: complete one first`, {
        extensions: { code: 'RATE_LIMITED' },
      });
    this.live.set(connection, ids.add(id));
    return undefined;
  }

  complete(connection: object, id: string): void {
    this.live.get(connection)?.delete(id);
  }
}
