import { type GatewayContext, requirePlayer, Tokens, gqlError } from '@empires/gateway';
import type { PlayerView } from '@empires/contracts';
import { Args, Context, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { Rating } from '../matchmaking/models';

@ObjectType({ description: 'A registered player.' })
export class PlayerModel {
  @Field(() => ID, { description: 'The player id, as seats and filters name it.' })
  id!: string;

  @Field({ description: 'The name shown to others.' })
  name!: string;
}

@ObjectType({ description: 'A player as others see them.' })
export class PlayerProfile {
  @Field(() => ID, { description: 'The player id.' })
  id!: string;

  @Field({ description: 'The name shown to others.' })
  name!: string;

  @Field(() => [Rating], { description: 'Their rating in each ruleset they have played rated games of.' })
  ratings!: Rating[];
}

const profile = (p: PlayerView): PlayerProfile => ({ id: p.playerId, name: p.name, ratings: [...p.ratings] });

@ObjectType({ description: 'A new player and the token to act as it.' })
export class Registration {
  @Field(() => PlayerModel, { description: 'The player.' })
  player!: PlayerModel;

  @Field({
    description:
      'Send as `Authorization: Bearer <token>` over HTTP, or `{ authorization: "Bearer <token>" }` as graphql-ws connection params. Keep it secret.',
  })
  token!: string;
}

const NAME = /^[\p{L}\p{N} _.'-]{1,40}$/u;

@Resolver(() => PlayerModel)
export class PlayersResolver {
  constructor(
    private readonly tokens: Tokens,
    private readonly backend: Backend,
  ) {}

  @Mutation(() => Registration, { description: 'Registers a player (people and bots alike) and returns its token.' })
  async register(
    @Args('name', { description: "1 to 40 letters, digits, spaces or `_.'-`." }) name: string,
  ): Promise<Registration> {
    const trimmed = name.trim();
    if (!NAME.test(trimmed)) throw gqlError('BAD_USER_INPUT', "a name is 1 to 40 letters, digits, spaces or _ . ' -");
    const registration = this.tokens.issue(trimmed);
    // The profile others find the player by; kept by matchmaking, which owns players.
    await this.backend.matchmaking({ type: 'SaveProfile', payload: {} }, registration.player);
    return registration;
  }

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

  @Query(() => PlayerModel, { description: 'The player the token belongs to.' })
  me(@Context() ctx: GatewayContext): PlayerModel {
    return requirePlayer(ctx);
  }
}
