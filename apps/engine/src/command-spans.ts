import { contextOf, tracer, traceHeaders, type Incoming } from '@empires/messaging';
import { SpanKind, type Span } from '@opentelemetry/api';

export interface CommandSpan {
  readonly commandId: string;
  readonly span: Span;
  /** The span's own context, stored with the command's events so their publication carries it. */
  readonly traceparent?: string;
}

/**
 * A span for each command that came with a trace context (none came untraced: nothing is made),
 * a child of the sender's span, so a move is one trace from the gateway to the read models.
 */
export function commandSpans(batch: readonly Incoming<unknown>[]): (CommandSpan | undefined)[] {
  return batch.map((m) => {
    const parent = contextOf(m.headers);
    const command = m.value as { commandId?: unknown; streamId?: unknown; type?: unknown } | null;
    if (!parent || typeof command?.commandId !== 'string') return undefined;
    const span = tracer().startSpan(
      `handle ${String(command.type)}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: { 'empires.game_id': String(command.streamId), 'empires.command_id': command.commandId },
      },
      parent,
    );
    return { commandId: command.commandId, span, traceparent: traceHeaders(span)?.traceparent };
  });
}
