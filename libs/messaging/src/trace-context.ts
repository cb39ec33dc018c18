import {
  context,
  propagation,
  ROOT_CONTEXT,
  trace,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';

/** Our spans' tracer: a no-op until a tracer provider is registered (tracing on). */
export const tracer = () => trace.getTracer('empires');

/**
 * The trace context to send with messages: that of `span`, or of whatever is active. Undefined
 * when there is none to send (tracing off: the API's propagator writes nothing).
 */
export function traceHeaders(span?: Span): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(span ? trace.setSpan(ROOT_CONTEXT, span) : context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

const headerGetter: TextMapGetter<IHeaders> = {
  keys: (headers) => Object.keys(headers),
  get: (headers, key) => {
    const value = headers[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  },
};

/** The context a message's headers carry; undefined when they carry none (the common, untraced case). */
export function contextOf(headers: IHeaders | undefined): Context | undefined {
  if (!headers?.traceparent) return undefined;
  return propagation.extract(ROOT_CONTEXT, headers, headerGetter);
}

/** Outgoing messages with the active trace context on each that has no headers of its own. */
export function withTraceHeaders<M extends { readonly headers?: Record<string, string> }>(
  messages: readonly M[],
): readonly M[] {
  const headers = traceHeaders();
  return headers ? messages.map((m) => (m.headers ? m : { ...m, headers })) : messages;
}
