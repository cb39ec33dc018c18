import { randomUUID } from 'node:crypto';
import type { TopicSpec } from '@empires/contracts';
import type { Consumer, Kafka } from 'kafkajs';
import { fetchWait } from './consume';

export interface Tail {
  stop(): Promise<void>;
}

/**
 * Hears every message on a topic from the moment it is called: a group of its own, placed at
 * the topic's end before joining, so nothing published after the promise resolves is missed.
 * Several processes tail one topic side by side, each hearing all of it.
 */
export async function tailTopic<T>(
  kafka: Kafka,
  topic: TopicSpec,
  onMessage: (value: T) => void,
  lingerMs?: number,
): Promise<Tail> {
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic.name).finally(() => admin.disconnect());
  const consumer = kafka.consumer({
    groupId: `tail-${randomUUID()}`,
    allowAutoTopicCreation: false,
    ...fetchWait(lingerMs),
  });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.connect();
  await consumer.subscribe({ topic: topic.name });
  await readValues(consumer, onMessage);
  for (const end of ends) consumer.seek({ topic: topic.name, partition: end.partition, offset: end.offset });
  await joined;
  return { stop: () => consumer.disconnect() };
}

/** Runs `consumer` handing each message's JSON value to `onMessage`, committing nothing (the readers of replies). */
export function readValues<T>(consumer: Consumer, onMessage: (value: T) => void): Promise<void> {
  return consumer.run({
    autoCommit: false,
    eachBatch: async ({ batch }) => {
      for (const m of batch.messages) {
        const value = parseValue<T>(m.value);
        if (value !== null) onMessage(value);
      }
    },
  });
}

/** A message's JSON value; null for none or unreadable. */
function parseValue<T>(value: Buffer | null): T | null {
  try {
    return JSON.parse(value?.toString() ?? 'null') as T | null;
  } catch {
    return null;
  }
}
