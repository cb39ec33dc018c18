import { type GatewayContext, requirePlayer, gameEventStream, turnStream } from '@empires/gateway';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject } from '@nestjs/common';
import { Args, Context, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { RULESETS } from '@empires/service';
import type { SubscriptionGameEventsArgs } from '../generated/schema-types';
import { LiveEvents } from './live-events';

const asIs = (value: unknown) => value;

@Resolver()
export class SubscriptionsResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Subscription('gameEvents', { resolve: asIs })
  async gameEvents(@Args() { gameId, afterSeq }: SubscriptionGameEventsArgs, @Context() ctx: GatewayContext) {
    const player = requirePlayer(ctx);
    // Asked before the stream is returned, so an unknown game is an error, not an empty stream.
    const game = await this.backend.game(gameId, player.id);
    return gameEventStream(
      { backend: this.backend, live: this.live, registry: this.registry },
      game,
      afterSeq,
      player.id,
    );
  }

  @Subscription('yourTurn', { resolve: asIs })
  yourTurn(@Context() ctx: GatewayContext) {
    const player = requirePlayer(ctx);
    return turnStream({ backend: this.backend, live: this.live }, player.id);
  }
}
