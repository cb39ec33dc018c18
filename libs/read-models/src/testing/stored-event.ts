import type { EventEnvelope } from '@empires/contracts';

/**
 * An envelope as the engine's event store holds it: the envelope's fields in the metadata, beside
 * the server-only ones in `serverOnly` (PRNG state, trace context) that never leave the engine.
 */
export function storedEvent(e: EventEnvelope, serverOnly: Record<string, unknown>) {
  return {
    eventId: e.eventId,
    type: e.type,
    payload: e.payload,
    occurredAt: e.occurredAt,
    metadata: {
      ruleset: e.ruleset,
      visibility: e.visibility,
      causationId: e.causationId,
      correlationId: e.correlationId,
      actor: e.actor,
      schemaVersion: e.schemaVersion,
      ...(e.command === undefined ? {} : { command: e.command }),
      ...(e.toAct === undefined ? {} : { toAct: e.toAct }),
      ...serverOnly,
    },
  };
}
