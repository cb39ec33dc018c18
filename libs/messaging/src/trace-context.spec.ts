import { startTracing } from '@empires/observability';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import type { Outgoing } from './publish';
import { contextOf, tracer, traceHeaders, withTraceHeaders } from './trace-context';

const messages: Outgoing<number>[] = [
  { key: 'g1', value: 1 },
  { key: 'g2', value: 2, headers: { own: 'kept' } },
];

describe('trace context in Kafka headers', () => {
  it('writes nothing while tracing is off, even under a span', () => {
    tracer().startActiveSpan('untraced', (span) => {
      expect(traceHeaders()).toBeUndefined();
      expect(withTraceHeaders(messages)).toBe(messages);
      span.end();
    });
    expect(contextOf({})).toBeUndefined();
  });

  it('writes the active span as traceparent on messages without headers, and reads it back', async () => {
    const stop = startTracing('test', {}, new InMemorySpanExporter());
    try {
      const { sent, traceId } = tracer().startActiveSpan('send', (span) => {
        const result = { sent: withTraceHeaders(messages), traceId: span.spanContext().traceId };
        span.end();
        return result;
      });
      expect(sent[0].headers?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      expect(sent[1].headers).toEqual({ own: 'kept' });
      const child = tracer().startSpan(
        'handle',
        {},
        contextOf({ traceparent: Buffer.from(sent[0].headers?.traceparent ?? '') }),
      );
      expect(child.spanContext().traceId).toBe(traceId);
      child.end();
    } finally {
      await stop();
    }
  });
});
