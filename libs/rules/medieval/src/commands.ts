import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { medievalCommandSchema } from './schema/commands';
import type { EndeavourKind } from './state';

/**
 * Commands are imperative, as declared in `schema/commands.ts`; each concerns the empire whose turn
 * it is, or the seat's pending decision. Areas, empires, seats and cards are indices.
 */
export type MedievalCommand = ReadonlyDeep<z.infer<typeof medievalCommandSchema>>;

export const ENDEAVOUR_KINDS: readonly EndeavourKind[] = [
  'conquest',
  'pillage',
  'diplomacy',
  'fortification',
  'ruling',
  'conversion',
];
