import { HANDICAPS_1_0, HANDICAPS_1_2 } from './rules/handicaps';

/**
 * Rulings that changed from one version of the ruleset to the next. A game keeps the rulings of
 * the version that set it up: `setup` writes them into `GameSetUp`, and a `GameSetUp` without
 * them was written by 1.0.0. One decider serves every version; these flags are all that differ.
 */
export interface MedievalRulings {
  /**
   * 1.1.0: every die that decides something is written into an event (`TieBrokenByDie` for a die
   * among tied candidates, `DiceRolled` for the few rolls no other event carried: Famine, the
   * 33.45 heirless rolls, a Magnate after a rebellion, the statures of a reborn empire or a new
   * Magnate), so the dice can be audited. 1.0.0 rolled the same dice but wrote only their results.
   */
  readonly rollsRecorded: boolean;
}

export const RULINGS_1_0: MedievalRulings = { rollsRecorded: false };
export const RULINGS_1_1: MedievalRulings = { rollsRecorded: true };

/**
 * What a version decides for the games it sets up: its rulings, which `setup` writes into `GameSetUp`, and the
 * handicap table (M26.5) that `handicaps: true` stands for, which `setup` writes into the game's options.
 */
export interface MedievalVersion {
  readonly rulings: MedievalRulings;
  readonly handicaps: readonly number[];
}

export const VERSION_1_0: MedievalVersion = { rulings: RULINGS_1_0, handicaps: HANDICAPS_1_0 };
export const VERSION_1_1: MedievalVersion = { rulings: RULINGS_1_1, handicaps: HANDICAPS_1_0 };
/** 1.2.0: the handicaps calibrated from the seats' play (the rulings are 1.1.0's). */
export const VERSION_1_2: MedievalVersion = { rulings: RULINGS_1_1, handicaps: HANDICAPS_1_2 };
