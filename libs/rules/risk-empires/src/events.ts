import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { riskEventSchema } from './schema/events';

/**
 * Events: past-tense facts, replay-complete (dice and draws are in them; evolve never rolls), as
 * declared in `schema/events.ts`. A hidden card is written as -1 in a redacted copy; see `view.ts`
 * for who sees what.
 */
export type RiskEvent = ReadonlyDeep<z.infer<typeof riskEventSchema>>;

type EventType = RiskEvent['type'];
export type EventOf<T extends EventType> = Extract<RiskEvent, { type: T }>;
