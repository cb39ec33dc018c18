/**
 * Rulings that changed from one version of the ruleset to the next. A game keeps the rulings of
 * the version that set it up: `setup` writes them into `GameSetUp`, and a `GameSetUp` without
 * them was written by 1.0.0. One decider serves every version; these flags are all that differ.
 */
export interface WarlordsRulings {
  /**
   * 1.1.0: play moves clockwise around the board by empire (S004 Start 1); the d20 picks decide
   * the empires and who takes the first turn. 1.0.0: each seat picked a turn place and the places
   * set any order.
   */
  readonly clockwise: boolean;
  /**
   * 1.1.0: when the dice put a seat's cards in its boxes (`placement: 'auto'`), they shuffle them,
   * so nothing public tells which piece is which. 1.0.0: box i held the i-th card dealt or drafted,
   * and a draft is public: anyone could name every general.
   */
  readonly shuffledBoxes: boolean;
}

export const RULINGS_1_0: WarlordsRulings = { clockwise: false, shuffledBoxes: false };
export const RULINGS_1_1: WarlordsRulings = { clockwise: true, shuffledBoxes: true };
