import { randomUUID } from 'node:crypto';
import { DELETED_PLAYER, type ChatMessageView } from '@empires/contracts';
import type { Database } from '@empires/database';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { existingPlayer, requireRole } from './identity';
import { reasonOf } from './moderation';

/** `lobby`, `game:<id>` (its seats; spectators of a rated game talk in `game:<id>:spectators`), `tournament:<id>`. */
const CHANNEL = /^(lobby|game:[\w-]{1,80}(:spectators)?|tournament:[\w-]{1,80})$/;
const LONGEST_MESSAGE = 500;
const MOST_HISTORY = 200;

const validChannel = (channel: unknown): string =>
  typeof channel === 'string' && CHANNEL.test(channel)
    ? channel
    : refuse('BAD_USER_INPUT', 'a channel is lobby, game:<id>, game:<id>:spectators or tournament:<id>');

type MessageRow = {
  message_id: string;
  channel: string;
  author_id: string;
  name: string | null;
  body: string;
  sent_at: Date;
};

const view = (r: MessageRow): ChatMessageView => ({
  messageId: r.message_id,
  channel: r.channel,
  authorId: r.author_id,
  authorName: r.name ?? DELETED_PLAYER,
  body: r.body,
  sentAt: r.sent_at.toISOString(),
});

/**
 * A message is a row (deleting or erasing empties it) and an event on `chat:<channel>`, which the
 * gateways hear and pass to the channel's subscribers. Names are not in it: readers look them up.
 */
export async function postChatMessage(
  uow: UnitOfWork,
  authorId: string,
  p: { channel?: unknown; body?: unknown },
  now: Date,
): Promise<ChatMessageView> {
  const channel = validChannel(p.channel);
  const body = typeof p.body === 'string' ? p.body.trim() : '';
  if (body.length < 1 || body.length > LONGEST_MESSAGE)
    refuse('BAD_USER_INPUT', `a message is 1 to ${LONGEST_MESSAGE} characters`);
  const author = await existingPlayer(uow, authorId);
  if (author.muted_until && author.muted_until > now)
    refuse('FORBIDDEN', `you are muted until ${author.muted_until.toISOString()}`);
  const messageId = randomUUID();
  await uow.query(
    `INSERT INTO chat_messages (message_id, channel, author_id, body, sent_at) VALUES ($1, $2, $3, $4, $5)`,
    [messageId, channel, authorId, body, now],
  );
  const message = view({ message_id: messageId, channel, author_id: authorId, name: author.name, body, sent_at: now });
  uow.record(`chat:${channel}`, 'ChatMessagePosted', {
    messageId,
    channel,
    authorId,
    body,
    sentAt: message.sentAt,
  });
  return message;
}

/** The channel's last messages, oldest first: what a member sees on joining. */
export async function chatHistory(db: Database, p: { channel?: unknown; last?: unknown }): Promise<ChatMessageView[]> {
  const channel = validChannel(p.channel);
  const last = p.last ?? 50;
  if (!Number.isInteger(last) || (last as number) < 1 || (last as number) > MOST_HISTORY)
    refuse('BAD_USER_INPUT', `last is 1 to ${MOST_HISTORY}`);
  const rows = await db.query<MessageRow>(
    `SELECT m.message_id, m.channel, m.author_id, p.name, m.body, m.sent_at
       FROM chat_messages m LEFT JOIN players p ON p.player_id = m.author_id
      WHERE m.channel = $1 AND m.deleted_at IS NULL ORDER BY m.sent_at DESC, m.message_id LIMIT $2`,
    [channel, last],
  );
  return rows.reverse().map(view);
}

export async function deleteChatMessage(
  uow: UnitOfWork,
  moderatorId: string,
  p: { messageId?: unknown; reason?: unknown },
  now: Date,
) {
  await requireRole(uow, moderatorId, ['moderator', 'admin']);
  const reason = reasonOf(p.reason);
  const [row] = await uow.query<{ channel: string; author_id: string }>(
    `UPDATE chat_messages SET deleted_at = $2, body = NULL WHERE message_id = $1 AND deleted_at IS NULL RETURNING channel, author_id`,
    [p.messageId, now],
  );
  if (!row) refuse('NOT_FOUND', `no message ${String(p.messageId)}`);
  const at = now.toISOString();
  const deleted = {
    messageId: p.messageId,
    channel: row.channel,
    playerId: row.author_id,
    by: moderatorId,
    reason,
    at,
  };
  uow.record(`account:${row.author_id}`, 'ChatMessageDeleted', deleted);
  uow.record(`chat:${row.channel}`, 'ChatMessageDeleted', deleted);
  return { ok: true };
}
