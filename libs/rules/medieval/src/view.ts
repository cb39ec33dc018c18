import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { medievalViewSchema } from './schema/view';

/**
 * What a viewer sees (`schema/view.ts`): everything but the Year Cards, which nobody sees until turned
 * up (M28.3), the order of the draw pile and others' sealed declarations. Every viewer learns how many
 * Year Cards each empire got, never which; sealed declarations stay their seat's. Declared once, in
 * `secrets.ts`: the ruleset's `view`, `redact` and `visibility` are made from it.
 */
export type MedievalView = ReadonlyDeep<z.infer<typeof medievalViewSchema>>;
