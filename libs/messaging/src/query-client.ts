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
  ) {
    this.replies = new ReplyListener<QueryReply>(kafka, topics.queryReplies, (r) => r.requestId);
  }

  async start(): Promise<void> {
    await this.replies.start();
    this.producer = await connectProducer(this.kafka);
    this.publisher = new BatchingPublisher(this.producer);
  }

  async ask(query: Query, viewer?: string, timeoutMs?: number): Promise<QueryReply> {
    if (!this.publisher) throw new Error('QueryClient.start() first');
    const request: QueryRequest = {
      requestId: randomUUID(),
      query,
      ...(viewer ? { viewer: { playerId: viewer } } : {}),
    };
    const reply = this.replies.wait(request.requestId, timeoutMs);
    await this.publisher.publish(this.topics.queryRequests, [{ key: request.requestId, value: request }]);
    return reply;
  }

  async stop(): Promise<void> {
    await this.replies.stop();
    await this.producer?.disconnect();
  }
}
