import { randomUUID } from 'node:crypto';
import type { Query, QueryReply, QueryRequest, TopicSet } from '@empires/contracts';
import { BatchingPublisher } from './batching-publisher';
import { connectProducer } from './kafka';
import { ReplyListener } from './reply-listener';
import type { Kafka, Producer } from 'kafkajs';

/** Asks history over Kafka request/reply: how the gateway, the tests and the bench query. */
export class QueryClient {
  private producer?: Producer;
  private publisher?: BatchingPublisher;
  private readonly replies: ReplyListener<QueryReply>;

  constructor(
    private readonly kafka: Kafka,
    private readonly topics: TopicSet,
    /** The kind of asker whose instances share the replies' partitions: see `ReplyListenerOptions.group`. */
    replyGroup?: string,
  ) {
    this.replies = new ReplyListener<QueryReply>(kafka, topics.queryReplies, (r) => r.requestId, {
      group: replyGroup,
    });
  }

  async start(): Promise<void> {
    await this.replies.start();
    this.producer = await connectProducer(this.kafka);
    this.publisher = new BatchingPublisher(this.producer);
  }

  async ask(query: Query, viewer?: string, timeoutMs?: number): Promise<QueryReply> {
    const publisher = this.publisher;
    if (!publisher) throw new Error('QueryClient.start() first');
    const request: QueryRequest = {
      requestId: randomUUID(),
      query,
      ...(viewer ? { viewer: { playerId: viewer } } : {}),
    };
    return this.replies.request(
      request.requestId,
      (replyTo) =>
        publisher.publish(this.topics.queryRequests, [
          { key: request.requestId, value: replyTo ? { ...request, replyTo } : request },
        ]),
      timeoutMs,
    );
  }

  async stop(): Promise<void> {
    await this.replies.stop();
    await this.producer?.disconnect();
  }
}
