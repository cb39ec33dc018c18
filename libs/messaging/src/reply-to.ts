import type { TopicSpec } from '@empires/contracts';

/**
 * The partition of `topic` a request asks its reply to go to (`replyTo`), when it names one the
 * topic has; otherwise undefined, and the reply goes by its key as before replies were addressed.
 * A request from the wire is not trusted: a partition the topic lacks would fail every publish.
 */
export function replyPartition(request: unknown, topic: TopicSpec): number | undefined {
  const partition = (request as { replyTo?: { partition?: unknown } } | null)?.replyTo?.partition;
  return Number.isInteger(partition) && (partition as number) >= 0 && (partition as number) < topic.partitions
    ? (partition as number)
    : undefined;
}
