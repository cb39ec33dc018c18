import type { TopicSpec } from '@empires/contracts';
import { GroupCommit } from '@empires/scheduler';
import type { Kafka, Producer } from 'kafkajs';
import { connectProducer } from './kafka';
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
 *
 * After a failed send the next one goes through a new producer. kafkajs gives an idempotent
 * producer's sequence numbers back when a request fails, though the broker may have written it
 * (its answer lost with a broker that went down): the next batch of the same size for that
 * partition would carry the same numbers, and the broker, taking it for a retry of the written
 * one, acknowledges it without writing it. A new producer has an id the broker has no numbers for.
 */
export class BatchingPublisher {
  private readonly group = new GroupCommit<Queued>((batch) => this.send(batch));
  private producer?: Promise<Producer>;

  private constructor(private readonly kafka: Kafka) {}

  /** A publisher with its producer connected. */
  static async connect(kafka: Kafka): Promise<BatchingPublisher> {
    const publisher = new BatchingPublisher(kafka);
    await publisher.connected();
    return publisher;
  }

  publish<T>(topic: TopicSpec, messages: readonly Outgoing<T>[]): Promise<void> {
    if (messages.length === 0) return Promise.resolve();
    // The sender's trace context, read now: the request leaves later, outside it.
    return this.group.add({ topic, messages: withTraceHeaders(messages) });
  }

  async disconnect(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    await (await producer?.catch(() => undefined))?.disconnect();
  }

  /** The producer sends go through, connected once; one that could not connect is tried again at the next send. */
  private connected(): Promise<Producer> {
    if (this.producer) return this.producer;
    const producer = connectProducer(this.kafka);
    producer.catch(() => {
      if (this.producer === producer) this.producer = undefined;
    });
    return (this.producer = producer);
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
    const connecting = this.connected();
    const producer = await connecting;
    try {
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    } catch (error) {
      if (this.producer === connecting) this.producer = undefined;
      void producer.disconnect().catch(() => undefined);
      throw error;
    }
  }
}
