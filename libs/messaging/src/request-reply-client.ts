import type { TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { BatchingPublisher } from './batching-publisher';
import { ReplyListener, type ReplyListenerOptions } from './reply-listener';

/**
 * What the clients that ask a service over Kafka share: a listener on the service's reply topic,
 * started before the producer so that no request leaves before its reply can be heard, and
 * requests that name the partition their reply should go to.
 */
export abstract class RequestReplyClient<R> {
  protected readonly replies: ReplyListener<R>;
  private publisher?: BatchingPublisher;

  protected constructor(
    private readonly kafka: Kafka,
    /** Named in the error of a request sent before `start()`. */
    private readonly name: string,
    replyTopic: TopicSpec,
    /** The id of the request a reply answers. */
    idOf: (reply: R) => string,
    options?: ReplyListenerOptions<R>,
  ) {
    this.replies = new ReplyListener(kafka, replyTopic, idOf, options);
  }

  async start(): Promise<void> {
    await this.replies.start();
    this.publisher = await BatchingPublisher.connect(this.kafka);
  }

  async stop(): Promise<void> {
    await this.replies.stop();
    await this.publisher?.disconnect();
  }

  protected started(): BatchingPublisher {
    if (!this.publisher) throw new Error(`${this.name}.start() first`);
    return this.publisher;
  }

  /** Sends `request` on `topic` under `key` and resolves with the reply that answers `id`. */
  protected request(topic: TopicSpec, key: string, id: string, request: object, timeoutMs?: number): Promise<R> {
    const publisher = this.started();
    return this.replies.request(
      id,
      (replyTo) => publisher.publish(topic, [{ key, value: replyTo ? { ...request, replyTo } : request }]),
      timeoutMs,
    );
  }
}
