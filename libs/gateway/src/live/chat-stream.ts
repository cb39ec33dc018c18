import type { ChatMessageView, EventEnvelope } from '@empires/contracts';
import type { LiveFeed } from '../ports';
import { showChatEvent, showChatMessage, type ShownChatMessage } from '../present/chat-messages';
import { AsyncQueue } from './async-queue';
import { endingOnReturn } from './ending-on-return';

interface ChatReader {
  readonly live: LiveFeed;
  /** The channel's last messages, read once listening, so nothing posted in between is lost. */
  readonly earlier?: () => Promise<readonly ChatMessageView[]>;
  readonly nameOf: (authorId: string) => Promise<string>;
}

/**
 * A channel's messages for one reader: the earlier ones first, then live, each told once. Ends
 * at once when the client ends it: graphql-ws awaits every subscription's end before it lets go
 * of a closed socket (its connection slot included), and a chat channel can be quiet for hours.
 */
export function chatStream(reader: ChatReader, channel: string): AsyncGenerator<ShownChatMessage> {
  const queue = new AsyncQueue<EventEnvelope>();
  return endingOnReturn(follow(queue, reader, channel), () => queue.close());
}

async function* follow(
  queue: AsyncQueue<EventEnvelope>,
  reader: ChatReader,
  channel: string,
): AsyncGenerator<ShownChatMessage> {
  const stopListening = reader.live.listen(`chat:${channel}`, (event) => queue.push(event));
  const names = new Map<string, Promise<string>>();
  const nameOf = (authorId: string) => {
    const name = names.get(authorId) ?? reader.nameOf(authorId);
    names.set(authorId, name);
    return name;
  };
  try {
    const told = new Set<string>();
    for (const m of (await reader.earlier?.()) ?? []) {
      told.add(m.messageId);
      yield showChatMessage(m);
    }
    for (;;) {
      const next = await queue.next();
      if (next.done) return;
      const event = next.value;
      if (event.type === 'ChatMessagePosted' && told.has((event.payload as ChatMessageView).messageId)) continue;
      const shown = await showChatEvent(event, nameOf);
      if (shown) yield shown;
    }
  } finally {
    stopListening();
    queue.close();
  }
}
