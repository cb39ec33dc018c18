import type { ExportedStatus, GameFacts } from './facts';

/** Which games an export keeps. Every field left out keeps every game. */
export interface GameFilter {
  /** `id` or `id@version`. */
  readonly ruleset?: string;
  /** A player holding a seat. */
  readonly player?: string;
  /** The ids of a tournament's games (the caller looks them up). */
  readonly gameIds?: ReadonlySet<string>;
  /** Created at or after (ISO date or timestamp). */
  readonly since?: string;
  /** Created before. */
  readonly until?: string;
  readonly status?: ExportedStatus;
}

/** A date the filter cannot read: say which and what it takes. */
export class FilterError extends Error {
  readonly code = 'BAD_FILTER';
}

const instant = (name: string, text: string | undefined): number | null => {
  if (text === undefined) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new FilterError(`--${name} ${text}: give an ISO date (2026-01-31) or timestamp`);
  return ms;
};

/** A test for games, the dates read once. */
export function gameMatcher(filter: GameFilter): (game: GameFacts) => boolean {
  const since = instant('since', filter.since);
  const until = instant('until', filter.until);
  return (game) => {
    if (filter.ruleset) {
      const full = `${game.rulesetId}@${game.rulesetVersion}`;
      if (filter.ruleset !== game.rulesetId && filter.ruleset !== full) return false;
    }
    if (filter.player && !game.seats.some((s) => s.playerId === filter.player)) return false;
    if (filter.gameIds && !filter.gameIds.has(game.id)) return false;
    if (filter.status && filter.status !== game.status) return false;
    const created = Date.parse(game.createdAt);
    if (since !== null && !(created >= since)) return false;
    if (until !== null && !(created < until)) return false;
    return true;
  };
}
