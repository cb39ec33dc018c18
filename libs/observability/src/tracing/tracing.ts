import type { Attributes } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type NodeTracerConfig,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';

type Resource = NonNullable<NodeTracerConfig['resource']>;

/** Whether the environment names an OTLP endpoint (the exporter's own variables). */
export const tracingWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  !!(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);

/**
 * Turns tracing on for the process when an OTLP endpoint is set (or a test brings an exporter):
 * spans go out in batches over OTLP/HTTP, and trace context is read from and written to Kafka
 * headers in W3C `traceparent` form. Off, nothing is registered: OpenTelemetry's API answers
 * with no-op spans and propagators, and no header is written. Returns what flushes and stops it.
 */
export function startTracing(
  service: string,
  env: NodeJS.ProcessEnv = process.env,
  exporter?: SpanExporter,
): () => Promise<void> {
  if (!exporter && !tracingWanted(env)) return async () => undefined;
  const provider = new NodeTracerProvider({
    resource: serviceResource({ 'service.name': env.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter())],
  });
  // The defaults: an AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  return () => provider.shutdown();
}

/**
 * The service's name as a resource. Written out here because the resources package is only a
 * dependency of the SDK's, not one of ours; the interface is five members.
 */
function serviceResource(attributes: Attributes): Resource {
  const resource: Resource = {
    attributes,
    merge: (other) => serviceResource({ ...attributes, ...(other?.attributes ?? {}) }),
    getRawAttributes: () => Object.entries(attributes),
  };
  return resource;
}
