import type { GameFilter, Query } from '@empires/contracts';
import { badInput } from './query-error';
import { MAX_SEQ } from './sql';

const statuses = new Set(['open', 'playing', 'finished', 'aborted']);
export const MAX_PAGE = 100;
export const MAX_EVENTS = 1000;

/** PostgreSQL text cannot hold a NUL: an id with one names nothing, and sent on it failed the query as INTERNAL. */
export const isId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= 200 && !v.includes('\u0000');
const isCount = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Checks a query from the wire before anything reads its fields: bad input is a typed error. */
export function checkQuery(raw: unknown): Query {
  const q = raw as Record<string, unknown> | null;
  if (typeof q?.type !== 'string') throw badInput('a query needs a type');
  if (q.type !== 'ListGames' && !isId(q.gameId)) throw badInput(`${q.type} needs a gameId`);
  switch (q.type) {
    case 'ListGames':
      if (!isCount(q.first, 1, MAX_PAGE)) throw badInput(`first must be an integer from 1 to ${MAX_PAGE}`);
      if (q.after !== undefined && typeof q.after !== 'string') throw badInput('after must be a cursor string');
      return { type: 'ListGames', filter: checkFilter(q.filter), first: q.first, after: q.after };
    case 'GetGame':
      return q as Query;
    case 'GameView':
      if (q.atSeq !== undefined && !isCount(q.atSeq, 1, MAX_SEQ))
        throw badInput(`atSeq must be an integer from 1 to ${MAX_SEQ}`);
      return q as Query;
    case 'LegalActions':
      if (!isCount(q.seat, 0, 1000)) throw badInput('seat must be a seat number');
      return q as Query;
    case 'EventsAfter':
      if (!isCount(q.afterSeq, 0, MAX_SEQ)) throw badInput(`afterSeq must be an integer from 0 to ${MAX_SEQ}`);
      if (q.limit !== undefined && !isCount(q.limit, 1, MAX_EVENTS))
        throw badInput(`limit must be an integer from 1 to ${MAX_EVENTS}`);
      return q as Query;
    case 'GameAnalysis':
      if (q.compute !== undefined && typeof q.compute !== 'boolean') throw badInput('compute must be a boolean');
      return q as Query;
    default:
      throw badInput(`unknown query ${q.type}`);
  }
}

function checkFilter(raw: unknown): GameFilter {
  const f = (raw ?? {}) as Record<string, unknown>;
  if (typeof f !== 'object') throw badInput('filter must be an object');
  if (f.ruleset !== undefined && !isId(f.ruleset)) throw badInput('filter.ruleset must be a ruleset id');
  if (f.status !== undefined && !statuses.has(f.status as string))
    throw badInput('filter.status must be open, playing, finished or aborted');
  if (f.playerId !== undefined && !isId(f.playerId)) throw badInput('filter.playerId must be a player id');
  return {
    ruleset: f.ruleset as string | undefined,
    status: f.status as GameFilter['status'],
    playerId: f.playerId as string | undefined,
  };
}
