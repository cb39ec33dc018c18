import { type GatewayContext, requirePlayer } from '@empires/gateway';
import type { PlayerView } from '@empires/contracts';
import { Args, Context, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { Rating } from '../matchmaking/models';

@ObjectType({ description: 'A player as others see them.' })
export class PlayerProfile {
  @Field(() => ID, { description: 'The player id.' })
  id!: string;

  @Field({ description: 'The name shown to others ("deleted player" once erased).' })
  name!: string;

  @Field({ description: 'A guest: no password yet.' })
  guest!: boolean;

  @Field({ description: 'A bot account.' })
  bot!: boolean;

  @Field(() => [Rating], { description: 'Their rating in each ruleset they have played rated games of.' })
  ratings!: Rating[];
}

const profile = (p: PlayerView): PlayerProfile => ({
  id: p.playerId,
  name: p.name,
  guest: p.guest,
  bot: p.bot,
  ratings: [...p.ratings],
});

@Resolver(() => PlayerProfile)
export class PlayersResolver {
  constructor(private readonly backend: Backend) {}

  @Query(() => PlayerProfile, { description: 'One player: name and ratings.' })
  async player(@Context() ctx: GatewayContext, @Args('id', { type: () => ID }) id: string): Promise<PlayerProfile> {
    return profile(
      await this.backend.matchmaking<PlayerView>({ type: 'GetPlayer', payload: { playerId: id } }, requirePlayer(ctx)),
    );
  }

  @Query(() => [PlayerProfile], { description: 'Players whose name begins with `search` (any case), by name.' })
  async players(
    @Context() ctx: GatewayContext,
    @Args('search', { description: 'The beginning of a name, 1 to 40 characters.' }) search: string,
    @Args('first', { type: () => Int, defaultValue: 20, description: '1 to 100.' }) first = 20,
  ): Promise<PlayerProfile[]> {
    const found = await this.backend.matchmaking<PlayerView[]>(
      { type: 'SearchPlayers', payload: { prefix: search, first } },
      requirePlayer(ctx),
    );
    return found.map(profile);
  }
}
