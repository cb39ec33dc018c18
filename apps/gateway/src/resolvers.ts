import { AccountsResolver } from './accounts/accounts.resolver';
import { BotLevelsResolver } from './bots/bot-levels.resolver';
import { EntrantLevelResolver, SeatLevelResolver } from './bots/level-fields.resolver';
import { ChatResolver } from './community/chat.resolver';
import { ModerationResolver } from './community/moderation.resolver';
import { AnalysisResolver } from './games/analysis.resolver';
import { GamesResolver } from './games/games.resolver';
import { MovesResolver } from './games/moves.resolver';
import { SubscriptionsResolver } from './live/subscriptions.resolver';
import { MatchmakingResolver } from './matchmaking/matchmaking.resolver';
import { PlayersResolver } from './players/players.resolver';
import { RulesetsResolver } from './rulesets/rulesets.resolver';
import { ServerResolver } from './server/server.resolver';
import { TournamentUpdatesResolver } from './tournaments/tournament-updates.resolver';
import { TournamentsResolver } from './tournaments/tournaments.resolver';
import { WebhooksResolver } from './tournaments/webhooks.resolver';

/** The resolvers of the SDL's fields. */
export const resolvers = [
  ServerResolver,
  AccountsResolver,
  PlayersResolver,
  RulesetsResolver,
  BotLevelsResolver,
  SeatLevelResolver,
  EntrantLevelResolver,
  GamesResolver,
  AnalysisResolver,
  MovesResolver,
  SubscriptionsResolver,
  MatchmakingResolver,
  TournamentsResolver,
  TournamentUpdatesResolver,
  ChatResolver,
  ModerationResolver,
  WebhooksResolver,
];
