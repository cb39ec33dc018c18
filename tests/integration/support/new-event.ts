import type { NewEvent } from '@empires/eventstore';
import { randomUUID } from 'node:crypto';

/** An event to append in a store test: a public system event whose payload numbers it. */
export const newEvent = (type: string, n: number): NewEvent => ({
  eventId: randomUUID(),
  type,
  payload: { n },
  metadata: {
    ruleset: 'test@1',
    visibility: { public: true },
    causationId: 'c',
    correlationId: 'c',
    actor: { kind: 'system', service: 'test' },
  },
  occurredAt: new Date().toISOString(),
});
