import type { ChatMessageView, EventEnvelope } from '@empires/contracts';

/** A chat message as a client receives it. */
export interface ShownChatMessage {
  readonly id: string;
  readonly channel: string;
  readonly authorId: string;
  readonly authorName: string;
  readonly body: string;
  readonly sentAt: string;
  readonly deleted: boolean;
}

export const showChatMessage = (m: ChatMessageView, deleted = false): ShownChatMessage => ({
  id: m.messageId,
  channel: m.channel,
  authorId: m.authorId,
  authorName: m.authorName,
  body: deleted ? '' : m.body,
  sentAt: m.sentAt,
  deleted,
});

/** A channel's event as its readers receive it: a message posted (its author named), or one deleted. */
export async function showChatEvent(
  e: EventEnvelope,
  nameOf: (authorId: string) => Promise<string>,
): Promise<ShownChatMessage | undefined> {
  const p = e.payload as ChatMessageView & { playerId?: string };
  if (e.type === 'ChatMessagePosted') return showChatMessage({ ...p, authorName: await nameOf(p.authorId) });
  if (e.type === 'ChatMessageDeleted')
    return showChatMessage({ ...p, authorId: p.playerId ?? '', authorName: '', body: '', sentAt: e.occurredAt }, true);
  return undefined;
}
