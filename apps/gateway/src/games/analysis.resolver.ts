import { type GatewayContext, requirePlayer } from '@empires/gateway';
import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type { Game, GameAnalysis, MutationAnalyzeGameArgs } from '../generated/schema-types';

/** Post-game analysis: made by history on request, kept there, and read with the game. */
@Resolver('Game')
export class AnalysisResolver {
  constructor(private readonly backend: Backend) {}

  @ResolveField()
  analysis(@Parent() game: Pick<Game, 'id'>): Promise<GameAnalysis | null> {
    return this.backend.analysis(game.id, false);
  }

  @Mutation()
  analyzeGame(
    @Args() { gameId }: MutationAnalyzeGameArgs,
    @Context() ctx: GatewayContext,
  ): Promise<GameAnalysis | null> {
    // Signed-in players only: a first analysis costs seconds of CPU.
    requirePlayer(ctx);
    return this.backend.analysis(gameId, true);
  }
}
