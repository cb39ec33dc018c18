/**
 * The bot policy whose play fits a rating: the weakest for beginners, search for the strong.
 * Bots are rated like players (as `bot:<policy>`), so the bands can be read off the leaderboard.
 */
export function botPolicyFor(mu: number, hasHeuristic: boolean): string {
  if (mu < 22) return 'random';
  if (mu < 29 && hasHeuristic) return 'heuristic';
  return 'mcts?ms=200';
}

export const botPlayerId = (policy: string): string => `bot:${policy}`;
