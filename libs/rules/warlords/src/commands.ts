import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { warlordsCommandSchema } from './schema/commands';

/**
 * Commands, as declared in `schema/commands.ts`. Pieces are general piece ids (`seat * 5 + number
 * - 1`), spaces are board space numbers, generals are card ids. `Resign` is the seed's surrender.
 */
export type WarlordsCommand = ReadonlyDeep<z.infer<typeof warlordsCommandSchema>>;
