import { type GatewayContext, requirePlayer } from '@empires/gateway';
import type { PlayerView } from '@empires/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type { PlayerProfile, QueryPlayerArgs, QueryPlayersArgs } from '../generated/schema-types';

const profile = (p: PlayerView): PlayerProfile => ({
  id: p.playerId,
  name: p.name,
  guest: p.guest,
  bot: p.bot,
  ratings: [...p.ratings],
});

@Resolver()
export class PlayersResolver {
  constructor(private readonly backend: Backend) {}

  @Query()
  async player(@Context() ctx: GatewayContext, @Args() { id }: QueryPlayerArgs): Promise<PlayerProfile> {
    return profile(
      await this.backend.matchmaking<PlayerView>({ type: 'GetPlayer', payload: { playerId: id } }, requirePlayer(ctx)),
    );
  }

  @Query()
  async players(@Context() ctx: GatewayContext, @Args() { search, first }: QueryPlayersArgs): Promise<PlayerProfile[]> {
    const found = await this.backend.matchmaking<PlayerView[]>(
      { type: 'SearchPlayers', payload: { prefix: search, first } },
      requirePlayer(ctx),
    );
    return found.map(profile);
  }
}
