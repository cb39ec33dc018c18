import { type GatewayContext, gqlError, toGame, toGameEvent } from '@empires/gateway';
import type { EventEnvelope, GameSummary, Page } from '@empires/contracts';
import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { SeatFields } from '../bots/level-fields.resolver';
import { Backend } from '../common/backend';
import type {
  Game,
  GameClock,
  GameEvent,
  GameEventsArgs,
  GameLegalActionsArgs,
  GamePage,
  GameView,
  GameViewArgs,
  LegalActions,
  QueryGameArgs,
  QueryGamesArgs,
} from '../generated/schema-types';

/** A game as the services tell it: the fields resolved on demand (here and in analysis) are left out. */
export type GameSummaryFields = Omit<Game, 'view' | 'legalActions' | 'events' | 'analysis' | 'seats'> & {
  readonly seats: readonly SeatFields[];
};

/** Reading games: everything comes from history, redacted there for the asking player. */
@Resolver('Game')
export class GamesResolver {
  constructor(private readonly backend: Backend) {}

  @Query()
  async game(@Args() { id }: QueryGameArgs, @Context() ctx: GatewayContext): Promise<GameSummaryFields> {
    return toGame(await this.backend.game(id, ctx.player?.id));
  }

  @Query()
  async games(
    @Context() ctx: GatewayContext,
    @Args() { filter, first, after }: QueryGamesArgs,
  ): Promise<Omit<GamePage, 'items'> & { items: GameSummaryFields[] }> {
    const page = await this.backend.query<Page<GameSummary>>(
      {
        type: 'ListGames',
        filter: {
          ruleset: filter?.ruleset,
          status: filter?.status,
          playerId: filter?.playerId,
        },
        first,
        after,
      },
      ctx.player?.id,
    );
    return { items: page.items.map(toGame), nextCursor: page.nextCursor };
  }

  @ResolveField()
  async view(
    @Parent() game: Pick<Game, 'id'>,
    @Context() ctx: GatewayContext,
    @Args() { atSeq }: GameViewArgs,
  ): Promise<GameView> {
    const v = await this.backend.query<{
      seq: number;
      status: GameView['status'];
      viewer: number | 'spectator';
      view: unknown;
      clock: GameClock | null;
    }>({ type: 'GameView', gameId: game.id, atSeq }, ctx.player?.id);
    return {
      seq: v.seq,
      status: v.status,
      seat: v.viewer === 'spectator' ? undefined : v.viewer,
      view: v.view,
      clock: v.clock,
    };
  }

  @ResolveField()
  async legalActions(
    @Parent() game: Pick<Game, 'id'>,
    @Context() ctx: GatewayContext,
    @Args() { seat }: GameLegalActionsArgs,
  ): Promise<LegalActions> {
    if (!ctx.player) throw gqlError('UNAUTHENTICATED', "legal actions are for the seat's player: send your token");
    const a = await this.backend.query<LegalActions>({ type: 'LegalActions', gameId: game.id, seat }, ctx.player.id);
    return { seat: a.seat, version: a.version, actions: a.actions };
  }

  @ResolveField()
  async events(
    @Parent() game: Pick<Game, 'id'>,
    @Context() ctx: GatewayContext,
    @Args() { afterSeq, limit }: GameEventsArgs,
  ): Promise<GameEvent[]> {
    const page = await this.backend.query<{ events: EventEnvelope[] }>(
      { type: 'EventsAfter', gameId: game.id, afterSeq, limit },
      ctx.player?.id,
    );
    return page.events.map(toGameEvent);
  }
}
