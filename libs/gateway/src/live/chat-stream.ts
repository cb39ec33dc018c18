import type { ChatMessageView, EventEnvelope, GameSummary } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { gqlError } from '../errors';
import type { History, LiveFeed } from '../ports';
import { showChatEvent, showChatMessage, type ShownChatMessage } from '../present/chat-messages';
import { AsyncQueue } from './async-queue';
import { endingOnReturn } from './ending-on-return';
import { gameEventStream } from './game-event-stream';

/** Starts watching for a reason to end a reader's stream, told through `refuse`; gives the function that stops it. */
export type Refusal = (refuse: (error: Error) => void) => () => void;

interface ChatReader {
  readonly live: LiveFeed;
  /** The channel's last messages, read once listening, so nothing posted in between is lost. */
  readonly earlier?: () => Promise<readonly ChatMessageView[]>;
  readonly nameOf: (authorId: string) => Promise<string>;
  readonly refusal?: Refusal;
}

type Heard = { readonly event: EventEnvelope } | { readonly refused: Error };

/**
 * A channel's messages for one reader: the earlier ones first, then live, each told once. Ends
 * at once when the client ends it: graphql-ws awaits every subscription's end before it lets go
 * of a closed socket (its connection slot included), and a chat channel can be quiet for hours.
 * With `refusal`, ends with its error as soon as the reader may no longer read the channel.
 */
export function chatStream(reader: ChatReader, channel: string): AsyncGenerator<ShownChatMessage> {
  const queue = new AsyncQueue<Heard>();
  return endingOnReturn(follow(queue, reader, channel), () => queue.close());
}

async function* follow(
  queue: AsyncQueue<Heard>,
  reader: ChatReader,
  channel: string,
): AsyncGenerator<ShownChatMessage> {
  const stopListening = reader.live.listen(`chat:${channel}`, (event) => queue.push({ event }));
  const stopWatching = reader.refusal?.((refused) => queue.push({ refused }));
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
      if ('refused' in next.value) throw next.value.refused;
      const { event } = next.value;
      if (event.type === 'ChatMessagePosted' && told.has((event.payload as ChatMessageView).messageId)) continue;
      const shown = await showChatEvent(event, nameOf);
      if (shown) yield shown;
    }
  } finally {
    stopListening();
    stopWatching?.();
    queue.close();
  }
}

/**
 * Refuses (FORBIDDEN) once `playerId` takes a seat in `game`: its seated players may not read
 * its spectators' channel. Seats are taken only before the start, so it watches an open game
 * until it starts, from the summary's version (a seat taken just before, which history's summary
 * may not show yet, is not missed); a game that could not be followed refuses too, so the reader asks again.
 */
export function onceSeated(
  deps: { backend: Pick<History, 'query'>; live: LiveFeed; registry: RulesetRegistry },
  game: GameSummary,
  playerId: string,
): Refusal | undefined {
  if (game.status !== 'open') return undefined;
  return (refuse) => {
    const events = gameEventStream(deps, game, game.version, playerId);
    void (async () => {
      for await (const e of events) {
        if (e.type === 'GameStarted') return;
        const p = e.payload as { holder?: { kind: string; playerId?: string } };
        if (e.type === 'SeatTaken' && p.holder?.kind === 'player' && p.holder.playerId === playerId)
          return refuse(
            gqlError('FORBIDDEN', "you took a seat in this game: its spectators' channel is closed to you"),
          );
      }
    })().catch(() =>
      refuse(gqlError('SERVICE_UNAVAILABLE', "the game's seats could not be followed; subscribe again")),
    );
    return () => void events.return(undefined);
  };
}
