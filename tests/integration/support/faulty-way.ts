import { kafkaSettings } from '@empires/messaging';
import { Kafka, logLevel } from 'kafkajs';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A way to the broker that can lose its answers: once told, it drops the next answer and the
 * connection, then refuses every connection until told to let them through again; the broker
 * has written what the lost answer acknowledged.
 */
export class FaultyWay {
  private mode: 'through' | 'lose-answer' | 'down' = 'through';
  private readonly sockets = new Set<Socket>();
  private readonly server = createServer((client) => this.carry(client));
  private readonly broker = brokerAddress();

  /** A client whose every connection, to the broker the metadata names too, goes this way; few retries, so a send fails soon. */
  async kafka(): Promise<Kafka> {
    const server = this.server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    return new Kafka({
      clientId: `faulty-${port}`,
      brokers: [`${this.broker.host}:${this.broker.port}`],
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 50, retries: 2 },
      socketFactory: ({ onConnect }) => connect({ host: '127.0.0.1', port }, onConnect),
    });
  }

  loseNextAnswer(): void {
    this.mode = 'lose-answer';
  }

  letThrough(): void {
    this.mode = 'through';
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private carry(client: Socket): void {
    if (this.mode === 'down') return void client.destroy();
    const broker = connect(this.broker);
    for (const s of [client, broker]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.on('data', (chunk) => broker.write(chunk));
    broker.on('data', (chunk) => {
      if (this.mode === 'through') return void client.write(chunk);
      this.mode = 'down';
      client.destroy();
      broker.destroy();
    });
    client.on('close', () => broker.destroy());
    broker.on('close', () => client.destroy());
  }
}

function brokerAddress(): { host: string; port: number } {
  const [host, port] = kafkaSettings('unused').brokers[0].split(':');
  return { host, port: Number(port) };
}
