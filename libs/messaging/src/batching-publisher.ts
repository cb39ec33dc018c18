import type { TopicSpec } from '@empires/contracts';
import { GroupCommit } from '@empires/scheduler';
import type { Producer } from 'kafkajs';
import type { Outgoing } from './publish';
import { withTraceHeaders } from './trace-context';

interface Queued {
  readonly topic: TopicSpec;
  readonly messages: readonly Outgoing<unknown>[];
}

/**
 * Coalesces concurrent sends into one produce request. Our producer keeps one request in
 * flight (so retries cannot reorder a stream); sent one by one, many small messages would
 * wait on each other's round trips. Whatever queues while a request is in flight leaves
 * together in the next, in the order it was queued, so per-key order holds.
 */
export class BatchingPublisher {
  private readonly group = new GroupCommit<Queued>((batch) => this.send(batch));

  constructor(private readonly producer: Producer) {}

  publish<T>(topic: TopicSpec, messages: readonly Outgoing<T>[]): Promise<void> {
    if (messages.length === 0) return Promise.resolve();
    // The sender's trace context, read now: the request leaves later, outside it.
    return this.group.add({ topic, messages: withTraceHeaders(messages) });
  }

  private async send(batch: readonly Queued[]): Promise<void> {
    const byTopic = new Map<
      string,
      { key: string; value: string; headers?: Record<string, string>; partition?: number }[]
    >();
    for (const q of batch) {
      const list = byTopic.get(q.topic.name) ?? [];
      for (const m of q.messages)
        list.push({ key: m.key, value: JSON.stringify(m.value), headers: m.headers, partition: m.partition });
      byTopic.set(q.topic.name, list);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }
}
