import { randomUUID } from 'node:crypto';
import type { TopicSpec } from '@empires/contracts';
import type { Consumer, Kafka } from 'kafkajs';

/**
 * Hears every reply on a reply topic from the moment it starts (its own group, positioned at
 * the topic's end before joining, so nothing sent after `start` is missed) and hands each
 * to whoever waits for its id. Several instances run side by side, each hearing all.
 */
export class ReplyListener<R> {
  private consumer?: Consumer;
  private readonly waiting = new Map<string, { resolve: (r: R) => void; timer: NodeJS.Timeout }>();

  constructor(
    private readonly kafka: Kafka,
    private readonly topic: TopicSpec,
    private readonly idOf: (reply: R) => string,
    private readonly onReply?: (reply: R) => void,
  ) {}

  async start(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    const ends = await admin.fetchTopicOffsets(this.topic.name).finally(() => admin.disconnect());
    const consumer = this.kafka.consumer({ groupId: `replies-${randomUUID()}`, maxWaitTimeInMs: 10, allowAutoTopicCreation: false });
    this.consumer = consumer;
    const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    await consumer.connect();
    await consumer.subscribe({ topic: this.topic.name });
    await consumer.run({
      eachBatch: async ({ batch }) => {
        for (const m of batch.messages) this.deliver(JSON.parse(m.value?.toString() ?? 'null') as R);
      },
    });
    for (const end of ends) consumer.seek({ topic: this.topic.name, partition: end.partition, offset: end.offset });
    await joined;
  }

  /** Resolves with the reply for `id`, or rejects after `timeoutMs`. Call before sending. */
  wait(id: string, timeoutMs = 15_000): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`no reply to ${id} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, { resolve, timer });
    });
  }

  private deliver(reply: R): void {
    if (!reply) return;
    this.onReply?.(reply);
    const id = this.idOf(reply);
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.waiting.delete(id);
    waiter.resolve(reply);
  }

  async stop(): Promise<void> {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    await this.consumer?.disconnect();
  }
}
