import { type Actor, type EnvelopeVisibility, type EventEnvelope } from '@empires/contracts';
import type { StoredEvent } from './types';

/** The envelope fields kept in the metadata column, beside server-only ones. */
export interface EventMetadata {
  readonly ruleset: string;
  readonly visibility: EnvelopeVisibility;
  readonly causationId: string;
  readonly correlationId: string;
  readonly actor: Actor;
  readonly schemaVersion?: number;
  /** Server-only: the PRNG state after this event. Never leaves the engine. */
  readonly rng?: readonly number[];
  readonly command?: unknown;
  readonly toAct?: readonly number[];
  /** Server-only: the trace context of the command that made it, sent as a Kafka header, not in the envelope. */
  readonly traceparent?: string;
}

/** The Kafka headers an event is published with: its command's trace context, when it was traced. */
export function eventHeaders(stored: StoredEvent): Record<string, string> | undefined {
  const traceparent = (stored.metadata as unknown as EventMetadata).traceparent;
  return traceparent ? { traceparent } : undefined;
}

export function toEnvelope(stored: StoredEvent): EventEnvelope {
  const m = stored.metadata as unknown as EventMetadata;
  return {
    eventId: stored.eventId,
    streamId: stored.streamId,
    seq: stored.seq,
    type: stored.type,
    ruleset: m.ruleset,
    payload: stored.payload,
    visibility: m.visibility,
    causationId: m.causationId,
    correlationId: m.correlationId,
    actor: m.actor,
    occurredAt: stored.occurredAt,
    schemaVersion: m.schemaVersion ?? 1,
    ...(m.command === undefined ? {} : { command: m.command }),
    ...(m.toAct === undefined ? {} : { toAct: m.toAct }),
  };
}
