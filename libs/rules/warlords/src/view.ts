import type { ReadonlyDeep } from '@empires/rules-kernel';
import type { z } from 'zod';
import type { PieceViewSchema, SeatViewSchema, warlordsViewSchema } from './schema/view';

/** A piece as a viewer sees it: the general's id only if revealed or the viewer has seen his card. */
export type PieceView = ReadonlyDeep<z.infer<typeof PieceViewSchema>>;
export type SeatView = ReadonlyDeep<z.infer<typeof SeatViewSchema>>;
/**
 * What `view` answers, as declared in `schema/view.ts`. What it hides is declared in `secrets.ts`
 * (dealt and boxed cards, and a recruit's card, are the only secrets in the event stream), and the
 * ruleset's `view`, `redact` and `visibility` are made from that.
 */
export type WarlordsView = ReadonlyDeep<z.infer<typeof warlordsViewSchema>>;
