import { type GatewayContext, requirePlayer } from '@empires/gateway';
import type { TournamentRequestBody, WebhookDeliveryView, WebhookView } from '@empires/contracts';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { TournamentWebhook, WebhookDelivery } from './webhook-models';

/** An organizer's webhooks and their deliveries: each a request to matchmaking, which owns and sends them. */
@Resolver(() => TournamentWebhook)
export class WebhooksResolver {
  constructor(private readonly backend: Backend) {}

  private ask<T>(ctx: GatewayContext, body: TournamentRequestBody): Promise<T> {
    return this.backend.matchmaking<T>(body, requirePlayer(ctx));
  }

  @Query(() => [TournamentWebhook], { description: "A tournament's webhooks (organizer only)." })
  tournamentWebhooks(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WebhookView[]> {
    return this.ask(ctx, { type: 'ListTournamentWebhooks', payload: { tournamentId: id } });
  }

  @Query(() => [WebhookDelivery], { description: "A tournament's webhook deliveries, newest first (organizer only)." })
  webhookDeliveries(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('first', { type: () => Int, defaultValue: 100, description: '1 to 1000.' }) first = 100,
  ): Promise<WebhookDeliveryView[]> {
    return this.ask(ctx, { type: 'ListWebhookDeliveries', payload: { tournamentId: id, first } });
  }

  @Mutation(() => TournamentWebhook, {
    description:
      'Registers a URL for the milestones of a tournament you organize (all of them unless listed); the answer holds the signing secret, shown this once.',
  })
  registerTournamentWebhook(
    @Context() ctx: GatewayContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('url') url: string,
    @Args('milestones', { type: () => [String], nullable: true }) milestones?: string[],
  ): Promise<WebhookView> {
    return this.ask(ctx, { type: 'RegisterTournamentWebhook', payload: { tournamentId: id, url, milestones } });
  }

  @Mutation(() => TournamentWebhook, { description: 'Removes a webhook; its pending deliveries are dropped.' })
  removeTournamentWebhook(
    @Context() ctx: GatewayContext,
    @Args('hookId', { type: () => ID }) hookId: string,
  ): Promise<WebhookView> {
    return this.ask(ctx, { type: 'RemoveTournamentWebhook', payload: { hookId } });
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends a delivery again under the same delivery id, its attempts starting over (organizer only).',
  })
  redeliverWebhook(
    @Context() ctx: GatewayContext,
    @Args('deliveryId', { type: () => ID }) deliveryId: string,
  ): Promise<WebhookDeliveryView> {
    return this.ask(ctx, { type: 'RedeliverWebhook', payload: { deliveryId } });
  }
}
