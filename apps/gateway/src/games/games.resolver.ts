import { type GatewayContext, gqlError, toGame, toGameEvent } from '@empires/gateway';
import type { GameSummary, Page } from '@empires/contracts';
import { Args, Context, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { GameFilterInput } from './inputs';
import { Game, GameClock, GameEvent, GamePage, GameView, LegalActions } from './models';
import type { EventEnvelope } from '@empires/contracts';

/** Reading games: everything comes from history, redacted there for the asking player. */
@Resolver(() => Game)
export class GamesResolver {
  constructor(private readonly backend: Backend) {}

  @Query(() => Game, {
    description:
      'One game. A game created a moment ago is found even before the read side has caught up with it; an id of no game is NOT_FOUND after a few seconds.',
  })
  async game(@Args('id', { type: () => ID }) id: string, @Context() ctx: GatewayContext): Promise<Game> {
    return toGame(await this.backend.game(id, ctx.player?.id));
  }

  @Query(() => GamePage, { description: 'Games, newest first, a page at a time.' })
  async games(
    @Context() ctx: GatewayContext,
    @Args('filter', { type: () => GameFilterInput, nullable: true }) filter?: GameFilterInput,
    @Args('first', { type: () => Int, defaultValue: 20, description: '1 to 100.' }) first = 20,
    @Args('after', { nullable: true, description: 'The `nextCursor` of the previous page.' }) after?: string,
  ): Promise<GamePage> {
    const page = await this.backend.query<Page<GameSummary>>(
      {
        type: 'ListGames',
        filter: {
          ruleset: filter?.ruleset,
          status: filter?.status as GameSummary['status'] | undefined,
          playerId: filter?.playerId,
        },
        first,
        after,
      },
      ctx.player?.id,
    );
    return { items: page.items.map(toGame), nextCursor: page.nextCursor };
  }

  @ResolveField(() => GameView, {
    description:
      "The game as you may see it (your seat's secrets, nobody else's); with `atSeq`, as it stood after that event (a replay).",
  })
  async view(
    @Parent() game: Game,
    @Context() ctx: GatewayContext,
    @Args('atSeq', {
      type: () => Int,
      nullable: true,
      description: 'After this many events (1 = after the first); null or left out: now.',
    })
    atSeq?: number | null,
  ): Promise<GameView> {
    const v = await this.backend.query<{
      seq: number;
      status: string;
      viewer: number | 'spectator';
      view: unknown;
      clock: (Omit<GameClock, 'deadline'> & { deadline: string | null }) | null;
    }>({ type: 'GameView', gameId: game.id, atSeq: atSeq ?? undefined }, ctx.player?.id);
    const clock = v.clock ? { ...v.clock, deadline: v.clock.deadline ?? undefined } : undefined;
    return { seq: v.seq, status: v.status, seat: v.viewer === 'spectator' ? undefined : v.viewer, view: v.view, clock };
  }

  @ResolveField(() => LegalActions, { description: 'What one of your seats may do now.' })
  async legalActions(
    @Parent() game: Game,
    @Context() ctx: GatewayContext,
    @Args('seat', { type: () => Int }) seat: number,
  ): Promise<LegalActions> {
    if (!ctx.player) throw gqlError('UNAUTHENTICATED', "legal actions are for the seat's player: send your token");
    const a = await this.backend.query<{ seat: number; version: number; actions: unknown[] }>(
      { type: 'LegalActions', gameId: game.id, seat },
      ctx.player.id,
    );
    return { seat: a.seat, version: a.version, actions: a.actions };
  }

  @ResolveField(() => [GameEvent], {
    description: 'Events after `afterSeq`, as you may see them (up to `limit`, at most 1000).',
  })
  async events(
    @Parent() game: Game,
    @Context() ctx: GatewayContext,
    @Args('afterSeq', { type: () => Int, defaultValue: 0 }) afterSeq = 0,
    @Args('limit', { type: () => Int, defaultValue: 100 }) limit = 100,
  ): Promise<GameEvent[]> {
    const page = await this.backend.query<{ events: EventEnvelope[] }>(
      { type: 'EventsAfter', gameId: game.id, afterSeq, limit },
      ctx.player?.id,
    );
    return page.events.map(toGameEvent);
  }
}
