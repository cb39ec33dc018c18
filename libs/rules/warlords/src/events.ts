import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { warlordsEventSchema } from './schema/events';
import type { DisbandedSchema } from './schema/events-turn';

/**
 * Regiments that disappear at once because the event put a general over his limit (a con now
 * in force: Leonidas revealed, or left by the chief of staff).
 */
export type Disbanded = ReadonlyDeep<z.infer<typeof DisbandedSchema>>;

/**
 * Every fact of a game, in the past tense, as declared in `schema/events.ts`. Replay-complete:
 * `evolve` needs nothing else (no dice, no tables of who is revealed). Cards are named by general
 * id; only the events marked hidden name a card that is not revealed, and `visibility`/`redact`
 * keep them to their seat.
 */
export type WarlordsEvent = ReadonlyDeep<z.infer<typeof warlordsEventSchema>>;
