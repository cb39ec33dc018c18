/** The strengths a user picks a built-in bot by, weakest first; each ruleset says how each plays. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;

export type BotLevel = (typeof BOT_LEVELS)[number];

export const isBotLevel = (value: unknown): value is BotLevel => BOT_LEVELS.includes(value as BotLevel);

/**
 * The level of a bot seat, where one was chosen: a seat's `policy` holds either a level's name or,
 * from before levels (and for the arena), a policy spec such as "heuristic".
 */
export const levelOfPolicy = (policy: string | undefined): BotLevel | undefined =>
  isBotLevel(policy) ? policy : undefined;

/** A level as a ruleset offers it. */
export interface BotLevelView {
  readonly level: BotLevel;
  /** What a user reads, e.g. "Medium". */
  readonly name: string;
  /** How it plays this ruleset. */
  readonly description: string;
}
