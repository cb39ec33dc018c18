import { BOT_LEVELS, type BotLevel } from '@empires/contracts';

/**
 * The bot level whose play fits a rating: easy for beginners, hard for the strong; where the ruleset
 * does not offer that level, the strongest it offers below it (or its weakest). Bots are rated like
 * players (as `bot:<level>`), so the bands can be read off the leaderboard.
 */
export function botLevelFor(mu: number, offered: readonly BotLevel[]): BotLevel {
  const wanted = BOT_LEVELS.indexOf(mu < 22 ? 'easy' : mu < 29 ? 'medium' : 'hard');
  const fits = offered.filter((level) => BOT_LEVELS.indexOf(level) <= wanted);
  return fits.at(-1) ?? offered[0] ?? 'easy';
}

export const botPlayerId = (policy: string): string => `bot:${policy}`;
