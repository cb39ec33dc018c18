import { BatchingPublisher, consume, kafkaSettings } from '@empires/messaging';
import { freshTopic, testKafka, uniqueName, waitFor } from '@empires/testing';
import { Kafka, logLevel } from 'kafkajs';
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A way to the broker that can lose its answers: once told, it drops the next answer and the
 * connection, then refuses every connection until told to let them through again; the broker
 * has written what the lost answer acknowledged.
 */
class FaultyWay {
  private mode: 'through' | 'lose-answer' | 'down' = 'through';
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly broker: { host: string; port: number }) {
    this.server = createServer((client) => this.carry(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
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

describe('a batching publisher after a send whose answer was lost', () => {
  const [host, port] = kafkaSettings('unused').brokers[0].split(':');
  const way = new FaultyWay({ host, port: Number(port) });
  let kafka: Kafka;

  beforeAll(async () => {
    const wayPort = await way.listen();
    // Every connection, the metadata's broker address too, goes the faulty way; few retries, so a send fails soon.
    kafka = new Kafka({
      clientId: uniqueName('faulty'),
      brokers: [`${host}:${port}`],
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 50, retries: 2 },
      socketFactory: ({ onConnect }) => connect({ host: '127.0.0.1', port: wayPort }, onConnect),
    });
  });
  afterAll(() => way.close());

  it('writes the next batch: it does not reuse the sequence numbers of the written one', async () => {
    const topic = await freshTopic(testKafka(), 1);
    const publisher = await BatchingPublisher.connect(kafka);
    try {
      await publisher.publish(topic, [{ key: 'g1', value: { n: 1 } }]);
      way.loseNextAnswer();
      await expect(publisher.publish(topic, [{ key: 'g1', value: { n: 2 } }])).rejects.toThrow();
      way.letThrough();
      await publisher.publish(topic, [{ key: 'g1', value: { n: 3 } }]);
    } finally {
      await publisher.disconnect();
    }

    const heard: number[] = [];
    const consumer = await consume<{ n: number }>(
      testKafka(),
      { groupId: uniqueName('test.group'), topics: [topic] },
      async (batch) => void heard.push(...batch.map((m) => m.value.n)),
    );
    try {
      await waitFor(() => heard.includes(3), 15_000, 'the batch sent after the failure').catch(() => undefined);
    } finally {
      await consumer.disconnect();
    }
    // The one whose answer was lost is on the topic (its caller was told it failed, and sends it again).
    expect(heard).toEqual([1, 2, 3]);
  });
});
