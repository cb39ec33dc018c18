import { type GatewayContext, requirePlayer } from '@empires/gateway';
import type { TournamentRequestBody } from '@empires/contracts';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import type {
  MutationRedeliverWebhookArgs,
  MutationRegisterTournamentWebhookArgs,
  MutationRemoveTournamentWebhookArgs,
  QueryTournamentWebhooksArgs,
  QueryWebhookDeliveriesArgs,
  TournamentWebhook,
  WebhookDelivery,
} from '../generated/schema-types';

/** An organizer's webhooks and their deliveries: each a request to matchmaking, which owns and sends them. */
@Resolver()
export class WebhooksResolver {
  constructor(private readonly backend: Backend) {}

  private ask<T>(ctx: GatewayContext, body: TournamentRequestBody): Promise<T> {
    return this.backend.matchmaking<T>(body, requirePlayer(ctx));
  }

  @Query()
  tournamentWebhooks(
    @Context() ctx: GatewayContext,
    @Args() { id }: QueryTournamentWebhooksArgs,
  ): Promise<TournamentWebhook[]> {
    return this.ask(ctx, { type: 'ListTournamentWebhooks', payload: { tournamentId: id } });
  }

  @Query()
  webhookDeliveries(
    @Context() ctx: GatewayContext,
    @Args() { id, first }: QueryWebhookDeliveriesArgs,
  ): Promise<WebhookDelivery[]> {
    return this.ask(ctx, { type: 'ListWebhookDeliveries', payload: { tournamentId: id, first } });
  }

  @Mutation()
  registerTournamentWebhook(
    @Context() ctx: GatewayContext,
    @Args() { id, url, milestones }: MutationRegisterTournamentWebhookArgs,
  ): Promise<TournamentWebhook> {
    return this.ask(ctx, { type: 'RegisterTournamentWebhook', payload: { tournamentId: id, url, milestones } });
  }

  @Mutation()
  removeTournamentWebhook(
    @Context() ctx: GatewayContext,
    @Args() { hookId }: MutationRemoveTournamentWebhookArgs,
  ): Promise<TournamentWebhook> {
    return this.ask(ctx, { type: 'RemoveTournamentWebhook', payload: { hookId } });
  }

  @Mutation()
  redeliverWebhook(
    @Context() ctx: GatewayContext,
    @Args() { deliveryId }: MutationRedeliverWebhookArgs,
  ): Promise<WebhookDelivery> {
    return this.ask(ctx, { type: 'RedeliverWebhook', payload: { deliveryId } });
  }
}
