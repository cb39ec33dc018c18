import { redactBy, visibilityBy } from '@empires/rules-kernel';
import type { RiskEvent } from './events';
import { riskSecrets } from './secrets';
import type { RiskState } from './state';

/**
 * What a viewer sees: the state with every card it may not see written as -1, so counts stay
 * visible (S002 5b "Goods Cards cannot be revealed to other players"). What is hidden is declared
 * once, in `secrets.ts`; the view's fields are declared and described in `schema/view.ts`, and the
 * state has the same shape.
 */
export type RiskView = RiskState;

export const view = riskSecrets.view;

/** What `viewer` may see of one event: hidden cards become -1, counts stay. */
export const redact = redactBy<RiskEvent, never>(riskSecrets);

/** Who sees an event in full; everyone else gets `redact`'s copy. */
export const visibility = visibilityBy<RiskEvent, never>(riskSecrets);
