import type { TopicSpec } from '@empires/contracts';
import type { Producer } from 'kafkajs';
import type { Outgoing } from './publish';
import { withTraceHeaders } from './trace-context';

interface Queued {
  readonly topic: TopicSpec;
  readonly messages: readonly Outgoing<unknown>[];
  readonly done: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * Coalesces concurrent sends into one produce request. Our producer keeps one request in
 * flight (so retries cannot reorder a stream); sent one by one, many small messages would
 * wait on each other's round trips. Whatever queues while a request is in flight leaves
 * together in the next, in the order it was queued, so per-key order holds.
 */
export class BatchingPublisher {
  private queue: Queued[] = [];
  private sending = false;

  constructor(private readonly producer: Producer) {}

  publish<T>(topic: TopicSpec, messages: readonly Outgoing<T>[]): Promise<void> {
    if (messages.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      // The sender's trace context, read now: the request leaves later, outside it.
      this.queue.push({ topic, messages: withTraceHeaders(messages), done: { resolve, reject } });
      if (!this.sending) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.sending = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
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
      try {
        await this.producer.sendBatch({
          acks: -1,
          topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
        });
        batch.forEach((q) => q.done.resolve());
      } catch (error) {
        batch.forEach((q) => q.done.reject(error));
      }
    }
    this.sending = false;
  }
}
