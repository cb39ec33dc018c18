import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerOptions } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { MAX_REQUEST_BYTES } from '../limits/query-limits';

/** A running graphql-ws server: `stop` closes its connections and leaves the HTTP server's upgrades alone. */
export interface SocketServer {
  stop(): Promise<void>;
}

/**
 * Serves graphql-ws on the HTTP server's WebSocket upgrades to `path`. The gateway serves it
 * itself rather than through Nest's GraphQL module, which builds its `ws` server with the
 * defaults and no way to change them: there, one message could hold 100 MiB. Here a message is
 * held to the HTTP body's limit; a larger one closes the connection (1009, message too big)
 * before it is parsed. An upgrade to any other path is refused.
 */
export function serveSocket(http: Server, path: string, options: ServerOptions): SocketServer {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_REQUEST_BYTES });
  const served = useServer(options, sockets);
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== path) return void socket.destroy();
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  };
  http.on('upgrade', upgrade);
  return {
    async stop() {
      http.off('upgrade', upgrade);
      await served.dispose(); // closes every connection (1001, going away), then the server
    },
  };
}
