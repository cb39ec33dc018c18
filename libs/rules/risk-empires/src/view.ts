import type { RiskState } from './state';

/**
 * What a viewer sees: the state with every card it may not see written as -1, so counts stay
 * visible (S002 5b "Goods Cards cannot be revealed to other players"). What is hidden is declared
 * once, in `secrets.ts`, and the ruleset's `view`, `redact` and `visibility` are made from it; the
 * view's fields are declared and described in `schema/view.ts`, and the state has the same shape.
 */
export type RiskView = RiskState;
