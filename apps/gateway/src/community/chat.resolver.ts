import type { ChatMessageView, EventEnvelope, GameSummary, PlayerView, TournamentView } from '@empires/contracts';
import {
  chatChannel,
  mayUseGameChannel,
  mayUseTournamentChannel,
  RateLimits,
  refuseChannel,
  requirePlayer,
  streamOf,
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

const message = (m: ChatMessageView, deleted = false): ChatMessage => ({
  id: m.messageId,
  channel: m.channel,
  authorId: m.authorId,
  authorName: m.authorName,
  body: deleted ? '' : m.body,
  sentAt: m.sentAt,
  deleted,
});

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
    return message(
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
    return history.map((m) => message(m));
  }

  @Subscription('chatMessageAdded', { resolve: asIs })
  async chatMessageAdded(@Context() ctx: GatewayContext, @Args() { channel, last }: SubscriptionChatMessageAddedArgs) {
    const player = await this.member(ctx, channel);
    const names = new Map<string, Promise<string>>();
    const nameOf = (authorId: string): Promise<string> => {
      const known =
        names.get(authorId) ??
        this.backend
          .matchmaking<PlayerView>({ type: 'GetPlayer', payload: { playerId: authorId } }, player)
          .then((p) => p.name);
      names.set(authorId, known);
      return known;
    };
    const backend = this.backend;
    // Listening starts before the history is read, so nothing posted in between is lost; what both tell is told once.
    const items = streamOf<{ event?: EventEnvelope; earlier?: ChatMessageView[] }>(
      this.live,
      `chat:${channel}`,
      (event) => ({ event }),
      last > 0
        ? async () => ({
            earlier: await backend.account<ChatMessageView[]>(
              { type: 'ChatHistory', payload: { channel, last } },
              player.id,
            ),
          })
        : undefined,
    );
    return (async function* () {
      const told = new Set<string>();
      for await (const { event, earlier } of items) {
        for (const m of earlier ?? []) {
          told.add(m.messageId);
          yield message(m);
        }
        const p = event?.payload as (ChatMessageView & { playerId?: string }) | undefined;
        if (!event || !p) continue;
        if (event.type === 'ChatMessagePosted' && !told.has(p.messageId))
          yield message({ ...p, authorName: await nameOf(p.authorId) });
        if (event.type === 'ChatMessageDeleted')
          yield message({ ...p, authorId: p.playerId ?? '', authorName: '', body: '', sentAt: event.occurredAt }, true);
      }
    })();
  }

  /** The caller, if a member of the channel. */
  private async member(ctx: GatewayContext, name: string): Promise<Player> {
    const player = requirePlayer(ctx);
    const channel = chatChannel(name);
    if (channel.kind === 'game') {
      const game = await this.backend.game(channel.gameId, player.id);
      if (!mayUseGameChannel(channel, game as GameSummary, player.id)) refuseChannel();
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
