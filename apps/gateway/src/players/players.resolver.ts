import { type GatewayContext, requirePlayer, Tokens, gqlError } from '@empires/gateway';
import { Args, Context, Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';

@ObjectType({ description: 'A registered player.' })
export class PlayerModel {
  @Field(() => ID, { description: 'The player id, as seats and filters name it.' })
  id!: string;

  @Field({ description: 'The name shown to others.' })
  name!: string;
}

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
  constructor(private readonly tokens: Tokens) {}

  @Mutation(() => Registration, { description: 'Registers a player (people and bots alike) and returns its token.' })
  register(@Args('name', { description: "1 to 40 letters, digits, spaces or `_.'-`." }) name: string): Registration {
    const trimmed = name.trim();
    if (!NAME.test(trimmed)) throw gqlError('BAD_USER_INPUT', "a name is 1 to 40 letters, digits, spaces or _ . ' -");
    return this.tokens.issue(trimmed);
  }

  @Query(() => PlayerModel, { description: 'The player the token belongs to.' })
  me(@Context() ctx: GatewayContext): PlayerModel {
    return requirePlayer(ctx);
  }
}
