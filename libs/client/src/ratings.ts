import * as ops from './generated/graphql';
import type { Transport } from './transport';

/** Ratings per ruleset: the leaderboard, a player's ratings and their history game by game. */
export class Ratings {
  constructor(private readonly transport: Transport) {}

  leaderboard(ruleset: string, first = 50) {
    return this.transport.request(ops.LeaderboardDocument, { ruleset, first }).then((r) => r.leaderboard);
  }

  history(playerId: string, ruleset: string) {
    return this.transport.request(ops.RatingHistoryDocument, { playerId, ruleset }).then((r) => r.ratingHistory);
  }

  player(id: string) {
    return this.transport.request(ops.PlayerDocument, { id }).then((r) => r.player);
  }
}
