import type { ChatMessageView, PlayerView, TournamentView } from '@empires/contracts';
import {
  chatChannel,
  chatStream,
  mayUseGameChannel,
  mayUseTournamentChannel,
  RateLimits,
  refuseChannel,
  requirePlayer,
  showChatMessage,
  type GatewayContext,
  type Player,
} from '@empires/gateway';
import { Args, Context, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Backend } from '../common/backend';
import { LiveEvents } from '../live/live-events';
import type {
  ChatMessage,
  MutationPostChatMessageArgs,
  QueryChatMessagesArgs,
  SubscriptionChatMessageAddedArgs,
} from '../generated/schema-types';

const asIs = (value: unknown) => value;

/** Chat: a lobby, each game (seats and onlookers apart) and each tournament; history on joining, then live. */
@Resolver()
export class ChatResolver {
  constructor(
    private readonly backend: Backend,
    private readonly live: LiveEvents,
    private readonly limits: RateLimits,
  ) {}

  @Mutation()
  async postChatMessage(
    @Context() ctx: GatewayContext,
    @Args() { channel, body }: MutationPostChatMessageArgs,
  ): Promise<ChatMessage> {
    const player = await this.member(ctx, channel);
    await this.limits.chatMessage(player.id);
    return showChatMessage(
      await this.backend.account<ChatMessageView>({ type: 'PostChatMessage', payload: { channel, body } }, player.id),
    );
  }

  @Query()
  async chatMessages(
    @Context() ctx: GatewayContext,
    @Args() { channel, last }: QueryChatMessagesArgs,
  ): Promise<ChatMessage[]> {
    const player = await this.member(ctx, channel);
    const history = await this.backend.account<ChatMessageView[]>(
      { type: 'ChatHistory', payload: { channel, last } },
      player.id,
    );
    return history.map((m) => showChatMessage(m));
  }

  @Subscription('chatMessageAdded', { resolve: asIs })
  async chatMessageAdded(@Context() ctx: GatewayContext, @Args() { channel, last }: SubscriptionChatMessageAddedArgs) {
    const player = await this.member(ctx, channel);
    const { backend, live } = this;
    return chatStream(
      {
        live,
        earlier:
          last > 0
            ? () => backend.account<ChatMessageView[]>({ type: 'ChatHistory', payload: { channel, last } }, player.id)
            : undefined,
        nameOf: (authorId) =>
          backend
            .matchmaking<PlayerView>({ type: 'GetPlayer', payload: { playerId: authorId } }, player)
            .then((p) => p.name),
      },
      channel,
    );
  }

  /** The caller, if a member of the channel. */
  private async member(ctx: GatewayContext, name: string): Promise<Player> {
    const player = requirePlayer(ctx);
    const channel = chatChannel(name);
    if (channel.kind === 'game') {
      const game = await this.backend.game(channel.gameId, player.id);
      if (!mayUseGameChannel(channel, game, player.id)) refuseChannel();
    } else if (channel.kind === 'tournament') {
      const tournament = await this.backend.matchmaking<TournamentView>(
        { type: 'GetTournament', payload: { tournamentId: channel.tournamentId } },
        player,
      );
      if (!mayUseTournamentChannel(tournament, player.id)) refuseChannel();
    }
    return player;
  }
}
