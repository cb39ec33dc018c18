import { randomUUID } from 'node:crypto';
import type { Query, QueryReply, QueryRequest, TopicSet } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { RequestReplyClient } from './request-reply-client';

/** Asks history over Kafka request/reply: how the gateway, the tests and the bench query. */
export class QueryClient extends RequestReplyClient<QueryReply> {
  constructor(
    kafka: Kafka,
    private readonly topics: TopicSet,
    /** The kind of asker whose instances share the replies' partitions: see `ReplyListenerOptions.group`. */
    replyGroup?: string,
  ) {
    super(kafka, 'QueryClient', topics.queryReplies, (r) => r.requestId, { group: replyGroup });
  }

  async ask(query: Query, viewer?: string, timeoutMs?: number): Promise<QueryReply> {
    const request: QueryRequest = {
      requestId: randomUUID(),
      query,
      ...(viewer ? { viewer: { playerId: viewer } } : {}),
    };
    return this.request(this.topics.queryRequests, request.requestId, request.requestId, request, timeoutMs);
  }
}
