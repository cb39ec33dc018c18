import { type GatewayContext, requirePlayer, gameEventStream, turnStream } from '@empires/gateway';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { RULESETS } from '@empires/service';
import { GameEvent, TurnNotice } from '../games/models';
import { LiveEvents } from './live-events';

const asIs = (value: unknown) => value;

@Resolver()
export class SubscriptionsResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Subscription(() => GameEvent, {
    description:
      "A game's events after `afterSeq`: first those already played, then live, as you may see them. Reconnect with the last seq you saw to resume with no gap and no repeat. Completes after the game's last event.",
    resolve: asIs,
  })
  async gameEvents(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Context() ctx: GatewayContext,
    @Args('afterSeq', { type: () => Int, defaultValue: 0 }) afterSeq = 0,
  ) {
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

  @Subscription(() => TurnNotice, {
    description: 'A notice each time one of your seats must act, in any game.',
    resolve: asIs,
  })
  yourTurn(@Context() ctx: GatewayContext) {
    const player = requirePlayer(ctx);
    return turnStream({ backend: this.backend, live: this.live }, player.id);
  }
}
