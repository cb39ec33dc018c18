import type { TopicSpec } from '@empires/contracts';
import type { Producer } from 'kafkajs';
import { withTraceHeaders } from './trace-context';

export interface Outgoing<T> {
  /** The stream id: it chooses the partition, so one stream's messages stay in order. */
  readonly key: string;
  readonly value: T;
  readonly headers?: Record<string, string>;
  /** Set for a reply to the partition its sender reads (`replyTo`); then it, not the key, chooses. */
  readonly partition?: number;
}

export async function publish<T>(
  producer: Producer,
  topic: TopicSpec,
  messages: readonly Outgoing<T>[],
): Promise<void> {
  if (messages.length === 0) return;
  await producer.send({
    topic: topic.name,
    acks: -1,
    messages: withTraceHeaders(messages).map((m) => ({
      key: m.key,
      value: JSON.stringify(m.value),
      headers: m.headers,
      partition: m.partition,
    })),
  });
}
