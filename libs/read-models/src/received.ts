import { upcast, type EventEnvelope } from '@empires/contracts';

/**
 * Events as received from the topic, at the current schema version. The text each arrived in
 * is kept for storing only where the event needed no upcasting; an older event is stored as
 * its upcast form, so the read models and their SQL views speak one set of names.
 */
export function current<T>(
  envelopes: readonly EventEnvelope[],
  received: readonly (T | undefined)[] | undefined,
): { envelopes: EventEnvelope[]; received: (T | undefined)[] } {
  const now = envelopes.map((e) => (e && typeof e === 'object' ? upcast(e) : e));
  return { envelopes: now, received: now.map((e, i) => (e === envelopes[i] ? received?.[i] : undefined)) };
}
