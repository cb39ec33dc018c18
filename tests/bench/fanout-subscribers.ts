// The fan-out bench's subscribers, in processes of their own (a process may hold 20,000 open files
// here): one graphql-ws connection each, following one game. Reads a `SubscriberPlan` as JSON on its
// first stdin line; prints `connected` once every connection is open and subscribed, `ready` once
// every subscription has had an event, and, told `report`, the delivery latencies it measured since
// it was told `measure`, as JSON.
import { createInterface } from 'node:readline';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { writeLine } from './driver-process';

export interface SubscriberPlan {
  readonly port: number;
  readonly token: string;
  /** The game each connection follows, one connection per entry. */
  readonly games: readonly string[];
}

const FOLLOW = `subscription($g: ID!) { gameEvents(gameId: $g) { seq occurredAt } }`;
/** Connections opened at once: a burst of thousands of handshakes only measures the backlog. */
const OPENING = 100;

async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const plan = JSON.parse((await lines.next()).value as string) as SubscriberPlan;
  const latencies: number[] = [];
  let measuring = false;
  const heard = new Set<number>();
  const clients: Client[] = [];
  for (let from = 0; from < plan.games.length; from += OPENING) {
    await Promise.all(
      plan.games.slice(from, from + OPENING).map(async (gameId, k) => {
        const i = from + k;
        const client = createClient({
          url: `ws://127.0.0.1:${plan.port}/graphql`,
          webSocketImpl: WebSocket,
          connectionParams: { authorization: `Bearer ${plan.token}` },
          lazy: false,
          retryAttempts: 0,
        });
        clients.push(client);
        await new Promise<void>((resolve, reject) => {
          client.on('connected', () => resolve());
          client.on('error', reject);
        });
        client.subscribe<{ gameEvents: { seq: number; occurredAt: string } }>(
          { query: FOLLOW, variables: { g: gameId } },
          {
            next: (msg) => {
              const e = msg.data?.gameEvents;
              if (!e) return;
              heard.add(i);
              if (measuring) latencies.push(Date.now() - Date.parse(e.occurredAt));
            },
            error: (error) => console.error(`subscriber ${i}: ${JSON.stringify(error)}`),
            complete: () => undefined,
          },
        );
      }),
    );
  }
  console.log('connected');
  const ready = setInterval(() => {
    if (heard.size < plan.games.length) return;
    clearInterval(ready);
    console.log('ready');
  }, 50);
  for (let line = await lines.next(); !line.done; line = await lines.next()) {
    if (line.value === 'measure') measuring = true;
    if (line.value === 'report') break;
  }
  await writeLine(JSON.stringify({ latencies }));
  await Promise.all(clients.map((c) => c.dispose()));
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}
