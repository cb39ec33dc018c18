import { randomUUID } from 'node:crypto';
import type { Actor, MatchmakingReply, MatchmakingRequest, MatchmakingRequestBody, TopicSet } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { RequestReplyClient } from './request-reply-client';

/** Asks matchmaking over Kafka request/reply: how the gateway and the tests use it. */
export class MatchmakingClient extends RequestReplyClient<MatchmakingReply> {
  constructor(
    kafka: Kafka,
    private readonly topics: TopicSet,
    /** The kind of asker whose instances share the replies' partitions: see `ReplyListenerOptions.group`. */
    replyGroup?: string,
  ) {
    super(kafka, 'MatchmakingClient', topics.matchmakingResults, (r) => r.commandId, { group: replyGroup });
  }

  async ask(
    body: MatchmakingRequestBody,
    actor: Actor,
    options: { name?: string; commandId?: string; timeoutMs?: number } = {},
  ): Promise<MatchmakingReply> {
    const request = {
      ...body,
      commandId: options.commandId ?? randomUUID(),
      actor,
      ...(options.name ? { name: options.name } : {}),
    } as MatchmakingRequest;
    const key = actor.kind === 'player' ? actor.playerId : request.commandId;
    return this.request(this.topics.matchmakingCommands, key, request.commandId, request, options.timeoutMs);
  }
}
