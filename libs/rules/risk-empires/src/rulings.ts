/**
 * Rulings that changed from one version of the ruleset to the next. A game keeps the rulings of
 * the version that set it up: `setup` writes them into `GameSetUp`, and a `GameSetUp` without
 * them was written by 1.0.0. One decider serves every version; these flags are all that differ.
 */
export interface RiskRulings {
  /**
   * 1.1.0: the rules pass a seat's Purchase step (S002 8) by themselves only when public facts
   * show it has nothing to decide: no goods cards, and nothing its credits alone buy. 1.0.0 also
   * passed a seat whose hidden goods could buy nothing, which told everyone so.
   */
  readonly openPurchaseStep: boolean;
}

export const RULINGS_1_0: RiskRulings = { openPurchaseStep: false };
export const RULINGS_1_1: RiskRulings = { openPurchaseStep: true };
