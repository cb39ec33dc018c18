import { type GatewayContext, requirePlayer } from '@empires/gateway';
import type { GameAnalysisSummary } from '@empires/contracts';
import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { GameAnalysis } from './analysis-models';
import { Game } from './models';

/** Post-game analysis: made by history on request, kept there, and read with the game. */
@Resolver(() => Game)
export class AnalysisResolver {
  constructor(private readonly backend: Backend) {}

  @ResolveField(() => GameAnalysis, {
    nullable: true,
    description: 'The game’s analysis: each seat’s chance to win after every turn. Null until `analyzeGame` made it.',
  })
  analysis(@Parent() game: Game): Promise<GameAnalysisSummary | null> {
    return this.backend.analysis(game.id, false);
  }

  @Mutation(() => GameAnalysis, {
    description:
      'Analyses a finished game, once: the first request makes the analysis (a few seconds of playouts) and stores it; later ones get the stored one. A game not finished is ILLEGAL_ACTION (reason NOT_FINISHED).',
  })
  analyzeGame(
    @Args('gameId', { type: () => ID, description: 'A finished game.' }) gameId: string,
    @Context() ctx: GatewayContext,
  ): Promise<GameAnalysisSummary | null> {
    // Signed-in players only: a first analysis costs seconds of CPU.
    requirePlayer(ctx);
    return this.backend.analysis(gameId, true);
  }
}
