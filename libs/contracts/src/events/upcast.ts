import { v1Renames } from './v1-names';

/**
 * The version of the event schema this code writes. Events are never rewritten where they are
 * kept (PostgreSQL streams, Kafka topics, exports): every reader passes what it reads through
 * `upcast`, which brings an event of any earlier version up to this one, a step at a time.
 */
export const SCHEMA_VERSION = 2;

/** What every stored or published event has, in whatever wrapping it travels. */
export interface Versioned {
  readonly type: string;
  readonly payload: unknown;
  /** Absent on rows written before versions were recorded: those are version 1. */
  readonly schemaVersion?: number;
}

/** One step: an event of version `from` as version `from + 1` would have written it. */
interface Step {
  readonly from: number;
  apply(type: string, payload: unknown): { type: string; payload: unknown };
}

const steps: readonly Step[] = [
  {
    from: 1,
    apply(type, payload) {
      const renamed = v1Renames[type];
      if (!renamed) return { type, payload };
      // Payloads repeat their type, so a reader of the payload alone sees the new name too.
      const body = payload as { type?: unknown } | null;
      return {
        type: renamed,
        payload: body && typeof body === 'object' && body.type === type ? { ...body, type: renamed } : payload,
      };
    },
  },
];

/** The event as the current schema version has it; the same object when it already is. */
export function upcast<E extends Versioned>(event: E): E & { readonly schemaVersion: number } {
  let version = event.schemaVersion ?? 1;
  if (version >= SCHEMA_VERSION) return event as E & { schemaVersion: number };
  let { type, payload } = event;
  for (const step of steps) {
    if (step.from !== version) continue;
    ({ type, payload } = step.apply(type, payload));
    version++;
  }
  return { ...event, type, payload, schemaVersion: version };
}
