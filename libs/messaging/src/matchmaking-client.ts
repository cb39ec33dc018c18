import { randomUUID } from 'node:crypto';
import type { Actor, MatchmakingReply, MatchmakingRequest, MatchmakingRequestBody, TopicSet } from '@empires/contracts';
import { BatchingPublisher } from './batching-publisher';
import { connectProducer } from './kafka';
import { ReplyListener } from './reply-listener';
import type { Kafka, Producer } from 'kafkajs';

/** Asks matchmaking over Kafka request/reply: how the gateway and the tests use it. */
export class MatchmakingClient {
  private producer?: Producer;
  private publisher?: BatchingPublisher;
  private readonly replies: ReplyListener<MatchmakingReply>;

  constructor(
    private readonly kafka: Kafka,
    private readonly topics: TopicSet,
    /** The kind of asker whose instances share the replies' partitions: see `ReplyListenerOptions.group`. */
    replyGroup?: string,
  ) {
    this.replies = new ReplyListener<MatchmakingReply>(kafka, topics.matchmakingResults, (r) => r.commandId, {
      group: replyGroup,
    });
  }

  async start(): Promise<void> {
    await this.replies.start();
    this.producer = await connectProducer(this.kafka);
    this.publisher = new BatchingPublisher(this.producer);
  }

  async ask(
    body: MatchmakingRequestBody,
    actor: Actor,
    options: { name?: string; commandId?: string; timeoutMs?: number } = {},
  ): Promise<MatchmakingReply> {
    const publisher = this.publisher;
    if (!publisher) throw new Error('MatchmakingClient.start() first');
    const request = {
      ...body,
      commandId: options.commandId ?? randomUUID(),
      actor,
      ...(options.name ? { name: options.name } : {}),
    } as MatchmakingRequest;
    const key = actor.kind === 'player' ? actor.playerId : request.commandId;
    return this.replies.request(
      request.commandId,
      (replyTo) =>
        publisher.publish(this.topics.matchmakingCommands, [
          { key, value: replyTo ? { ...request, replyTo } : request },
        ]),
      options.timeoutMs,
    );
  }

  async stop(): Promise<void> {
    await this.replies.stop();
    await this.producer?.disconnect();
  }
}
