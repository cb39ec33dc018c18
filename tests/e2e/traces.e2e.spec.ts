import { createServer, type Server } from 'node:http';
import { consume } from '@empires/messaging';
import { uniqueName, waitFor } from '@empires/testing';
import type { Consumer } from 'kafkajs';
import { gatewayStack, type GatewayStack } from './support/gateway-stack';

interface ExportedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly name: string;
}

/** An OTLP/HTTP (JSON) endpoint that keeps the spans the services send it. */
function collector(spans: ExportedSpan[]): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const sent = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: { traceId: string; name: string }[] }[];
        }[];
      };
      for (const r of sent.resourceSpans) {
        const service = r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of r.scopeSpans) for (const s of scope.spans) spans.push({ service, ...s });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { id } }`;
const SUBMIT = `mutation($input: SubmitActionInput!) { submitAction(input: $input) { version } }`;

describe('traces: one move is one trace across Kafka', () => {
  const exported: ExportedSpan[] = [];
  const headers: { type: string; traceparent?: string }[] = [];
  let otlp: { server: Server; url: string };
  let s: GatewayStack;
  let events: Consumer;

  beforeAll(async () => {
    otlp = await collector(exported);
    s = await gatewayStack({}, { env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '50' } });
    events = await consume<{ type: string }>(
      s.history.base.kafka,
      { groupId: uniqueName('test.events'), topics: [s.history.base.topics.gameEvents] },
      async (batch) => {
        headers.push(...batch.map((m) => ({ type: m.value.type, traceparent: m.headers?.traceparent?.toString() })));
      },
    );
  });
  afterAll(async () => {
    await events?.disconnect();
    await s?.close();
    otlp?.server.close();
  });

  it('follows a move from the gateway mutation through the engine, onto its events and into the projection', async () => {
    const alice = await s.player('alice');
    const { createGame } = await alice.data<{ createGame: { id: string } }>(CREATE, {
      input: { ruleset: 'dice-race', seats: [{ kind: 'ME' }], options: { target: 10_000 }, start: true },
    });
    await alice.data(SUBMIT, { input: { gameId: createGame.id, seat: 0, action: { type: 'Roll' } } });

    const mutation = await waitFor(
      () => exported.find((x) => x.service === 'gateway' && x.name === 'mutation submitAction'),
      20_000,
      "the gateway's span of the move",
    );
    const sameTrace = (service: string, name: string) =>
      exported.some((x) => x.service === service && x.name === name && x.traceId === mutation.traceId);
    await waitFor(
      () =>
        sameTrace('gateway', 'send SubmitAction') &&
        sameTrace('engine', 'handle SubmitAction') &&
        sameTrace('history', 'project Rolled'),
      20_000,
      'the engine and history spans of the move, in its trace',
    );
    await waitFor(() => headers.some((h) => h.type === 'Rolled'), 20_000, 'the move event to be published');
    expect(headers.find((h) => h.type === 'Rolled')?.traceparent?.split('-')[1]).toBe(mutation.traceId);
  });
});
