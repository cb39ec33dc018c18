import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { medievalEventSchema } from './schema/events';

/**
 * Every event is a past-tense, replay-complete fact; dice results are in the events that used them.
 * Declared, with what each field means, in `schema/events.ts`; see `view.ts` for who sees what.
 */
export type MedievalEvent = ReadonlyDeep<z.infer<typeof medievalEventSchema>>;

export type EventOf<T extends MedievalEvent['type']> = Extract<MedievalEvent, { type: T }>;
