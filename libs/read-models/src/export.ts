import { upcast, type EventEnvelope } from '@empires/contracts';
import { redactEnvelope, type GameStatus } from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { Queryable } from '@empires/database';
import { runTexts } from './event-runs';

export interface ExportFilter {
  /** `id` or `id@version`. */
  readonly ruleset?: string;
  /** Games created at or after this instant (ISO date or timestamp). */
  readonly since?: string;
  readonly until?: string;
  readonly status?: Exclude<GameStatus, 'none'>;
  readonly gameIds?: readonly string[];
}

const GAMES_PAGE = 100;
/** Runs per page: each holds a game's events of one transaction, a few to a few thousand. */
const RUNS_PAGE = 200;

const WHERE = `($1::text IS NULL OR ruleset_id = $1 OR ruleset = $1)
  AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
  AND ($4::text IS NULL OR status = $4) AND ($5::text[] IS NULL OR game_id = ANY($5))`;
const params = (f: ExportFilter) => [
  f.ruleset ?? null,
  f.since ?? null,
  f.until ?? null,
  f.status ?? null,
  f.gameIds?.length ? f.gameIds : null,
];

/** How much an export will write: games and events, for a progress bar. */
export async function exportSize(db: Queryable, filter: ExportFilter): Promise<{ games: number; events: number }> {
  const [row]: { games: number; events: number }[] = await db.query(
    `SELECT count(*)::int AS games, coalesce(sum(version), 0)::int AS events FROM games WHERE ${WHERE}`,
    params(filter),
  );
  return row;
}

/**
 * The full event streams of the games matching `filter`, one NDJSON line per envelope, game
 * by game in seq order. Keyset pages keep memory flat whatever the export's size. A game that
 * is over is exported whole (its seed is revealed, so nothing is secret any more, and the
 * moves as submitted let anyone re-run it); a running game as a spectator sees it.
 */
export async function* exportEvents(
  db: Queryable,
  registry: RulesetRegistry,
  filter: ExportFilter,
): AsyncGenerator<string> {
  let afterGame = '';
  for (;;) {
    const games: { game_id: string; status: GameStatus }[] = await db.query(
      `SELECT game_id, status FROM games WHERE ${WHERE} AND game_id > $6 ORDER BY game_id LIMIT ${GAMES_PAGE}`,
      [...params(filter), afterGame],
    );
    if (games.length === 0) return;
    const live = new Set(games.filter((g) => g.status !== 'finished' && g.status !== 'aborted').map((g) => g.game_id));
    yield* pageEvents(
      db,
      games.map((g) => g.game_id),
      (id, line) => (live.has(id) ? spectatorLine(registry, line) : line),
    );
    afterGame = games[games.length - 1].game_id;
  }
}

async function* pageEvents(
  db: Queryable,
  ids: readonly string[],
  shape: (gameId: string, line: string) => string | null,
): AsyncGenerator<string> {
  let after = { gameId: '', seq: 0 };
  for (;;) {
    const rows: { game_id: string; first_seq: number; envelopes: string }[] = await db.query(
      `SELECT game_id, first_seq, envelopes FROM game_event_runs
        WHERE game_id = ANY($1::text[]) AND (game_id, first_seq) > ($2, $3) ORDER BY game_id, first_seq LIMIT ${RUNS_PAGE}`,
      [ids, after.gameId, after.seq],
    );
    for (const row of rows) {
      for (const text of runTexts(row)) {
        const line = shape(row.game_id, text);
        if (line !== null) yield line;
      }
    }
    if (rows.length < RUNS_PAGE) return;
    const last = rows[rows.length - 1];
    after = { gameId: last.game_id, seq: last.first_seq };
  }
}

function spectatorLine(registry: RulesetRegistry, line: string): string | null {
  const redacted = redactEnvelope(registry, upcast(JSON.parse(line) as EventEnvelope), 'spectator', false);
  return redacted && JSON.stringify(redacted);
}
