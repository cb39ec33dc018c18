import { badInput } from './query-error';
import { isId } from './query-input';
import type { ListCursor } from './read-store';

/** Cursors are opaque to clients: base64url JSON of the last item's sort key. */
export const encodeCursor = (c: ListCursor): string =>
  Buffer.from(JSON.stringify([c.createdAt, c.gameId])).toString('base64url');

export function decodeCursor(cursor: string): ListCursor {
  try {
    const [createdAt, gameId] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (isInstant(createdAt) && isId(gameId)) return { createdAt, gameId };
  } catch {
    // falls through to the typed error
  }
  throw badInput('the cursor is not one this server gave out');
}

/**
 * A time as `encodeCursor` writes it (UTC, milliseconds) and nothing else: `Date.parse` reads
 * "1" or "2026-02-30" too, which PostgreSQL refuses to compare with a timestamp.
 */
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v) &&
  !v.startsWith('0000') &&
  !Number.isNaN(Date.parse(v)) &&
  new Date(v).toISOString() === v;
