import { redactBy, visibilityBy, type ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { WarlordsEvent } from './events';
import type { PieceViewSchema, SeatViewSchema, warlordsViewSchema } from './schema/view';
import { warlordsSecrets } from './secrets';

/** A piece as a viewer sees it: the general's id only if revealed or the viewer has seen his card. */
export type PieceView = ReadonlyDeep<z.infer<typeof PieceViewSchema>>;
export type SeatView = ReadonlyDeep<z.infer<typeof SeatViewSchema>>;
/** What `view` answers, as declared in `schema/view.ts`; what it hides is declared in `secrets.ts`. */
export type WarlordsView = ReadonlyDeep<z.infer<typeof warlordsViewSchema>>;

export const view = warlordsSecrets.view;

/** Dealt and boxed cards, and a recruit's card, are the only secrets in the event stream. */
export const visibility = visibilityBy<WarlordsEvent>(warlordsSecrets);

export const redact = redactBy<WarlordsEvent>(warlordsSecrets);
