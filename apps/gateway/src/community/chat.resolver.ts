import type { ChatMessageView, GameSummary, PlayerView, TournamentView } from '@empires/contracts';
import {
  chatChannel,
  chatStream,
  mayUseGameChannel,
  mayUseTournamentChannel,
  onceSeated,
  RateLimits,
  refuseChannel,
  requirePlayer,
  showChatMessage,
  type GatewayContext,
  type Player,
} from '@empires/gateway';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { RULESETS } from '@empires/service';
import { Inject } from '@nestjs/common';
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
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Mutation()
  async postChatMessage(
    @Context() ctx: GatewayContext,
    @Args() { channel, body }: MutationPostChatMessageArgs,
  ): Promise<ChatMessage> {
    const { player } = await this.member(ctx, channel);
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
    const { player } = await this.member(ctx, channel);
    const history = await this.backend.account<ChatMessageView[]>(
      { type: 'ChatHistory', payload: { channel, last } },
      player.id,
    );
    return history.map((m) => showChatMessage(m));
  }

  @Subscription('chatMessageAdded', { resolve: asIs })
  async chatMessageAdded(@Context() ctx: GatewayContext, @Args() { channel, last }: SubscriptionChatMessageAddedArgs) {
    const { player, spectatorsOf } = await this.member(ctx, channel);
    const { backend, live, registry } = this;
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
        refusal: spectatorsOf && onceSeated({ backend, live, registry }, spectatorsOf, player.id),
      },
      channel,
    );
  }

  /** The caller, if a member of the channel; with the game, if the channel is a game's spectators'. */
  private async member(ctx: GatewayContext, name: string): Promise<{ player: Player; spectatorsOf?: GameSummary }> {
    const player = requirePlayer(ctx);
    const channel = chatChannel(name);
    if (channel.kind === 'game') {
      const game = await this.backend.game(channel.gameId, player.id);
      if (!mayUseGameChannel(channel, game, player.id)) refuseChannel();
      if (channel.spectators) return { player, spectatorsOf: game };
    } else if (channel.kind === 'tournament') {
      const tournament = await this.backend.matchmaking<TournamentView>(
        { type: 'GetTournament', payload: { tournamentId: channel.tournamentId } },
        player,
      );
      if (!mayUseTournamentChannel(tournament, player.id)) refuseChannel();
    }
    return { player };
  }
}
