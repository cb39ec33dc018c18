import { createServer, type Server } from 'node:http';
import type { Actor } from '@empires/contracts';
import { consume } from '@empires/messaging';
import { startTracing } from '@empires/observability';
import { uniqueName, waitFor } from '@empires/testing';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import type { Consumer } from 'kafkajs';
import { historyStack, type HistoryStack } from './support/history-stack';

const alice: Actor = { kind: 'player', playerId: 'alice' };

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

describe('traces: one move is one trace across Kafka', () => {
  const exported: ExportedSpan[] = [];
  const mine = new InMemorySpanExporter();
  const headers: { type: string; traceparent?: string }[] = [];
  let otlp: { server: Server; url: string };
  let s: HistoryStack;
  let stopTracing: () => Promise<void>;
  let events: Consumer;

  beforeAll(async () => {
    otlp = await collector(exported);
    // The services export to the collector at once; this process keeps its spans in memory.
    s = await historyStack({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '50' });
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50'; // read by this process's span processor too
    stopTracing = startTracing('test', {}, mine);
    await Promise.all([s.base.startEngine(), s.startHistory()]);
    events = await consume<{ type: string }>(
      s.base.kafka,
      { groupId: uniqueName('test.events'), topics: [s.base.topics.gameEvents] },
      async (batch) => {
        headers.push(...batch.map((m) => ({ type: m.value.type, traceparent: m.headers?.traceparent?.toString() })));
      },
    );
  });
  afterAll(async () => {
    await events?.disconnect();
    await s?.close();
    await stopTracing?.();
    otlp?.server.close();
  });

  it('carries the sender trace id through the engine, onto the published events and into the projection', async () => {
    const gameId = uniqueName('game');
    const result = await s.commands.send(
      gameId,
      'CreateGame',
      {
        ruleset: 'dice-race',
        seats: [{ kind: 'player', playerId: 'alice' }],
        options: { target: 10_000 },
        start: true,
      },
      alice,
    );
    expect(result.status).toBe('accepted');
    const sent = await waitFor(() => mine.getFinishedSpans().find((span) => span.name === 'send CreateGame'));
    const traceId = sent.spanContext().traceId;

    await waitFor(() => headers.some((h) => h.type === 'GameCreated'), 20_000, 'the events to be published');
    const created = headers.find((h) => h.type === 'GameCreated');
    expect(created?.traceparent?.split('-')[1]).toBe(traceId);

    await waitFor(
      () =>
        exported.some((x) => x.service === 'engine' && x.traceId === traceId && x.name === 'handle CreateGame') &&
        exported.some((x) => x.service === 'history' && x.traceId === traceId && x.name === 'project GameCreated'),
      20_000,
      'the engine and history spans of the move',
    );
  });
});
