import { redactBy, visibilityBy, type ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { MedievalEvent } from './event-types';
import type { medievalViewSchema } from './schema/view';
import { medievalSecrets } from './secrets';

/**
 * What a viewer sees (`schema/view.ts`): everything but the Year Cards, which nobody sees until turned
 * up (M28.3), the order of the draw pile and others' sealed declarations. Declared once, in `secrets.ts`.
 */
export type MedievalView = ReadonlyDeep<z.infer<typeof medievalViewSchema>>;

export const view = medievalSecrets.view;

/** Every viewer learns how many Year Cards each empire got, never which; sealed declarations stay their seat's. */
export const redact = redactBy<MedievalEvent>(medievalSecrets);

export const visibility = visibilityBy<MedievalEvent>(medievalSecrets);
