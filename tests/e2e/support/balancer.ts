import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** A TCP balancer in front of a service, as a deployment puts one before its gateways. */
export interface Balancer {
  readonly port: number;
  /** Sends new connections to `port` from now on; open ones stay where they are until that end closes them. */
  pointAt(port: number): void;
  close(): Promise<void>;
}

export async function balancer(target: number): Promise<Balancer> {
  let backend = target;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(backend, '127.0.0.1');
    const both = [client, upstream];
    for (const socket of both) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either end failing (the backend refusing, or gone mid-answer) cuts the whole connection, as a balancer does.
      socket.on('error', () => both.forEach((s) => s.destroy()));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pointAt: (port) => (backend = port),
    close: () => {
      open.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
