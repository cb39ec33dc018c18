import type { TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { tailTopic, type Tail } from './tail';

/**
 * Hears every reply on a reply topic from the moment it starts and hands each to whoever
 * waits for its id. Several instances run side by side, each hearing all.
 */
export class ReplyListener<R> {
  private tail?: Tail;
  private readonly waiting = new Map<string, { resolve: (r: R) => void; timer: NodeJS.Timeout }>();

  constructor(
    private readonly kafka: Kafka,
    private readonly topic: TopicSpec,
    private readonly idOf: (reply: R) => string,
    private readonly onReply?: (reply: R) => void,
    /** For listeners whose waiters can wait a little: see `fetchWait`. */
    private readonly lingerMs?: number,
  ) {}

  async start(): Promise<void> {
    this.tail = await tailTopic<R>(this.kafka, this.topic, (reply) => this.deliver(reply), this.lingerMs);
  }

  /** Resolves with the reply for `id`, or rejects after `timeoutMs`. Call before sending. */
  wait(id: string, timeoutMs = 15_000): Promise<R> {
    const reply = new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`no reply to ${id} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, { resolve, timer });
    });
    // Callers wait before they send and await the reply after: while the broker is down the send
    // itself can outlast the timeout, and a rejection nobody awaited yet would end the process
    // (the chaos run lost its bot-runner and gateway so). The caller still gets the rejection.
    reply.catch(() => undefined);
    return reply;
  }

  private deliver(reply: R): void {
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
    await this.tail?.stop();
  }
}
