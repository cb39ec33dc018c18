import { badInput } from './query-error';
import type { ListCursor } from './read-store';

/** Cursors are opaque to clients: base64url JSON of the last item's sort key. */
export const encodeCursor = (c: ListCursor): string =>
  Buffer.from(JSON.stringify([c.createdAt, c.gameId])).toString('base64url');

export function decodeCursor(cursor: string): ListCursor {
  try {
    const [createdAt, gameId] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof gameId === 'string' && !Number.isNaN(Date.parse(createdAt)))
      return { createdAt, gameId };
  } catch {
    // falls through to the typed error
  }
  throw badInput('the cursor is not one this server gave out');
}
