import type { TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { fetchWait } from './consume';
import { readValues } from './tail';

export interface ReplyGroup {
  stop(): Promise<void>;
}

/**
 * Reads the partitions of a reply topic that the group `groupId` gives this member, from their end
 * at each assignment, and tells `onAssigned` which they are (after every rebalance, once they are
 * read from their end: a reply published after that call is heard). Nothing is committed: replies
 * are for whoever waits now, and a new owner has no use for the old one's place.
 * Resolves once the first assignment is made.
 */
export async function joinReplyGroup<T>(
  kafka: Kafka,
  topic: TopicSpec,
  groupId: string,
  onMessage: (value: T) => void,
  onAssigned: (partitions: readonly number[]) => void,
  lingerMs?: number,
): Promise<ReplyGroup> {
  const admin = kafka.admin();
  await admin.connect();
  const consumer = kafka.consumer({
    groupId,
    allowAutoTopicCreation: false,
    sessionTimeout: 10_000,
    heartbeatInterval: 1_000,
    ...fetchWait(lingerMs),
  });
  let first: (error?: unknown) => void = () => undefined;
  const joined = new Promise<void>((resolve, reject) => (first = (e) => (e ? reject(e) : resolve())));
  joined.catch(() => undefined);
  consumer.on(consumer.events.GROUP_JOIN, (event) => {
    const partitions = event.payload.memberAssignment[topic.name] ?? [];
    // kafkajs finds where to read lazily, at the next fetch: a reply to a request sent again just
    // after this could land before that place. Placing every partition at an end fetched here first
    // makes anything published after `onAssigned` readable.
    admin
      .fetchTopicOffsets(topic.name)
      .then((ends) => {
        for (const end of ends)
          if (partitions.includes(end.partition))
            consumer.seek({ topic: topic.name, partition: end.partition, offset: end.offset });
        onAssigned(partitions);
        first();
      })
      .catch((error: unknown) => first(error));
  });
  await consumer.connect();
  await consumer.subscribe({ topic: topic.name });
  await readValues(consumer, onMessage);
  await joined;
  return {
    async stop() {
      await consumer.disconnect();
      await admin.disconnect();
    },
  };
}
