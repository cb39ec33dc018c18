import type { GlobalCheckpoint, GlobalEvent } from './global-reader';

/**
 * The header every relayed event carries: its place in the global order. The relay writes its
 * checkpoint down a few times a second, so a new leader starts a little behind where the last
 * one got; the last message of each partition tells it exactly where that was.
 */
export const GLOBAL_POSITION_HEADER = 'empires-global-position';

export function globalPositionHeader(event: GlobalEvent): Record<string, string> {
  return { [GLOBAL_POSITION_HEADER]: `${event.txId}:${event.position}` };
}

/** The place a message's headers give; undefined when they give none (a message from before the header). */
export function globalPositionOf(headers: Readonly<Record<string, unknown>>): GlobalCheckpoint | undefined {
  const raw = headers[GLOBAL_POSITION_HEADER];
  const text = String(Array.isArray(raw) ? raw[0] : (raw ?? ''));
  const match = /^(\d+):(\d+)$/.exec(text);
  return match ? { txId: match[1], position: match[2] } : undefined;
}

function atOrBefore(place: GlobalCheckpoint, end: GlobalCheckpoint): boolean {
  const tx = BigInt(place.txId) - BigInt(end.txId);
  return tx < 0n || (tx === 0n && BigInt(place.position) <= BigInt(end.position));
}

/** What a new leader finds on the topic. */
export interface Published {
  /** Whether the event is on its partition already. */
  has(event: GlobalEvent): boolean;
  /** The latest of the partitions' last places (none: the topic holds no relayed event). */
  readonly through: GlobalCheckpoint | undefined;
}

/**
 * What a new leader must not publish again: the events at or before the last one on their
 * partition. A leader publishes in the global order and gives up at its first failed send, so
 * everything before a partition's last message is on that partition already.
 */
export function publishedAlready(
  ends: ReadonlyMap<number, GlobalCheckpoint>,
  partitionOf: (streamId: string) => number,
): Published {
  let through: GlobalCheckpoint | undefined;
  for (const end of ends.values()) if (!through || atOrBefore(through, end)) through = end;
  return {
    has: (event) => {
      const end = ends.get(partitionOf(event.streamId));
      return end !== undefined && atOrBefore(event, end);
    },
    through,
  };
}

/** Whether a relay read up to `checkpoint` is past everything the topic held: no later event can be there. */
export const pastPublished = (checkpoint: GlobalCheckpoint, published: Published): boolean =>
  published.through === undefined || !atOrBefore(checkpoint, published.through);
