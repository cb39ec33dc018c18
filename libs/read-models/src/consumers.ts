import type { EventEnvelope, QueryReply, QueryRequest, TopicSet } from '@empires/contracts';
import { BatchingPublisher, consume, contextOf, replyPartition, tracer, type Incoming } from '@empires/messaging';
import { SpanKind } from '@opentelemetry/api';
import type { Kafka } from 'kafkajs';
import type { Projector } from './projector';
import { QueryHandler } from './query-handler';

export interface Running {
  stop(): Promise<void>;
}

export interface ProjectionHooks {
  readonly log: (line: string) => void;
  /** Told after each batch: how many events, and when the last of them occurred. */
  readonly projected?: (events: number, lastOccurredAt: string | undefined) => void;
}

/**
 * Folds the game events topic into the read models. A new group starts at the topic's
 * beginning: the events topics keep everything, so history can always be rebuilt.
 */
export async function projectEvents(
  kafka: Kafka,
  topics: TopicSet,
  groupId: string,
  projector: Projector,
  hooks: ProjectionHooks,
): Promise<Running> {
  // No linger: clients read views and legal actions here right after each event.
  const consumer = await consume<EventEnvelope>(
    kafka,
    { groupId, topics: [topics.gameEvents], concurrency: 3 },
    async (batch) => {
      const spans = projectionSpans(batch);
      const result = await projector.apply(
        batch.map((m) => m.value),
        batch.map((m) => m.text),
      );
      for (const problem of result.problems) hooks.log(problem);
      hooks.projected?.(batch.length, batch[batch.length - 1]?.value?.occurredAt);
      for (const span of spans) span.end();
    },
  );
  return { stop: () => consumer.disconnect() };
}

/** A span for each event published with a trace context (the move that made it), none for the others. */
function projectionSpans(batch: readonly Incoming<EventEnvelope>[]) {
  return batch.flatMap((m) => {
    const parent = contextOf(m.headers);
    if (!parent) return [];
    const attributes = { 'empires.game_id': String(m.value?.streamId), 'empires.seq': Number(m.value?.seq) };
    return [tracer().startSpan(`project ${String(m.value?.type)}`, { kind: SpanKind.CONSUMER, attributes }, parent)];
  });
}

/**
 * Answers queries. Its own group, not the events group: kafkajs assigns every topic of a
 * group to every member, so members with different subscriptions must not share one.
 * A new group reads the topic from its start: answering a few stale queries once is cheaper
 * than missing one asked while the group was joining.
 */
export async function serveQueries(
  kafka: Kafka,
  topics: TopicSet,
  groupId: string,
  handler: QueryHandler,
): Promise<Running> {
  const publisher = await BatchingPublisher.connect(kafka);
  const consumer = await consume<QueryRequest>(
    kafka,
    { groupId, topics: [topics.queryRequests], concurrency: 3 },
    async (batch) => {
      const requests = batch.map((m) => m.value).filter((r) => typeof r?.requestId === 'string');
      const reply = (r: QueryRequest) =>
        handler
          .handle(r)
          .then((value) =>
            publisher.publish<QueryReply>(topics.queryReplies, [
              { key: value.requestId, value, partition: replyPartition(r, topics.queryReplies) },
            ]),
          );
      // A long one (an analysis) replies when done, the batch not waiting: the queries behind it are answered
      // meanwhile. Should history stop first, its asker times out and asks again, as for any lost reply.
      for (const r of requests.filter((r) => QueryHandler.takesLong(r))) void reply(r).catch(() => undefined);
      await Promise.all(requests.filter((r) => !QueryHandler.takesLong(r)).map(reply));
    },
  );
  return {
    async stop() {
      await consumer.disconnect();
      await publisher.disconnect();
    },
  };
}
