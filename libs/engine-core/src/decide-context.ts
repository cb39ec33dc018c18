import type { RulesetRegistry } from '@empires/rules-kernel';

export interface DecideContext {
  readonly registry: RulesetRegistry;
  /** The game's secret: drawn at the edge for CreateGame, read back for every later command. */
  readonly secret: string;
  readonly seedHash: string;
  /**
   * The time of the command, server time in ms, from the edge: every event of the command is
   * stamped with it, so a replay reads it back (`occurredAt`). Clocks need it; nothing else does.
   */
  readonly now?: number;
}
