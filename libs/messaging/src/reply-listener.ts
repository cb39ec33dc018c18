import type { ReplyTo, TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { groupId } from './kafka';
import { joinReplyGroup } from './reply-group';
import { tailTopic } from './tail';

export interface ReplyListenerOptions<R> {
  /** Told of every reply this listener reads, awaited or not. */
  readonly onReply?: (reply: R) => void;
  /** For listeners whose waiters can wait a little: see `fetchWait`. */
  readonly lingerMs?: number;
  /**
   * The kind of sender (`gateway`, `bot-runner`): its instances share the reply topic's partitions
   * in the group `replies.<kind>.<topic>`, and each request names a partition of this instance
   * (`replyTo`), so an instance reads its own replies only. Without one the listener reads every
   * reply, as senders that name no partition need.
   */
  readonly group?: string;
}

interface Waiter<R> {
  readonly resolve: (r: R) => void;
  readonly timer: NodeJS.Timeout;
  /** Sends the request again, naming another partition (after a rebalance). */
  readonly send?: (replyTo: ReplyTo | undefined) => Promise<void>;
}

/**
 * Hears the replies on a reply topic from the moment it starts and hands each to whoever waits
 * for its id: every reply (no group), or those on the partitions its group gives it.
 */
export class ReplyListener<R> {
  private stopReading?: () => Promise<void>;
  private readonly waiting = new Map<string, Waiter<R>>();
  private partitions: readonly number[] = [];
  private next = 0;

  constructor(
    private readonly kafka: Kafka,
    private readonly topic: TopicSpec,
    private readonly idOf: (reply: R) => string,
    private readonly options: ReplyListenerOptions<R> = {},
  ) {}

  async start(): Promise<void> {
    const deliver = (reply: R) => this.deliver(reply);
    const { group, lingerMs } = this.options;
    const reading = group
      ? await joinReplyGroup<R>(
          this.kafka,
          this.topic,
          groupId(`replies.${group}.${this.topic.name}`),
          deliver,
          (partitions) => this.assigned(partitions),
          lingerMs,
        )
      : await tailTopic<R>(this.kafka, this.topic, deliver, lingerMs);
    this.stopReading = () => reading.stop();
  }

  /**
   * Where a request should ask its reply to go: one of this instance's partitions, in turn
   * (undefined when the listener reads them all).
   */
  replyTo(): ReplyTo | undefined {
    if (!this.options.group) return undefined;
    if (this.partitions.length === 0)
      throw new Error(
        `no partition of ${this.topic.name} is this instance's: more ${this.options.group} instances than its ${this.topic.partitions} partitions`,
      );
    const partition = this.partitions[this.next++ % this.partitions.length];
    return { partition };
  }

  /**
   * Sends a request naming where to reply and resolves with its reply. Should a rebalance move
   * the partitions, the request is sent again (same id, so at most once in effect) naming one now
   * this instance's: its first reply may have gone to the partition's new owner, who ignores it.
   */
  async request(id: string, send: (replyTo: ReplyTo | undefined) => Promise<void>, timeoutMs?: number): Promise<R> {
    const replyTo = this.replyTo();
    const reply = this.await(id, timeoutMs, send);
    await send(replyTo);
    return reply;
  }

  /** Resolves with the reply for `id`, or rejects after `timeoutMs`. Call before sending. */
  wait(id: string, timeoutMs = 15_000): Promise<R> {
    return this.await(id, timeoutMs);
  }

  private await(id: string, timeoutMs = 15_000, send?: Waiter<R>['send']): Promise<R> {
    const reply = new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`no reply to ${id} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, { resolve, timer, send });
    });
    // Callers wait before they send and await the reply after: while the broker is down the send
    // itself can outlast the timeout, and a rejection nobody awaited yet would end the process
    // (the chaos run lost its bot-runner and gateway so). The caller still gets the rejection.
    reply.catch(() => undefined);
    return reply;
  }

  private assigned(partitions: readonly number[]): void {
    this.partitions = partitions;
    // Every request still waiting asks again: a moved partition's replies go to its new owner, and
    // a kept one is read again from its end, past any reply published during the rebalance.
    for (const waiter of this.waiting.values())
      if (waiter.send && partitions.length > 0) void waiter.send(this.replyTo()).catch(() => undefined);
  }

  private deliver(reply: R): void {
    this.options.onReply?.(reply);
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
    await this.stopReading?.();
  }
}
