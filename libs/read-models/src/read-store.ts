import { upcast, type EventEnvelope, type GameFilter, type GameSummary } from '@empires/contracts';
import type { GameState, SeatHolder } from '@empires/engine-core';
import type { Queryable } from '@empires/database';
import { textsBetween, type RunRow } from './event-runs';
import { iso, MAX_SEQ } from './sql';

interface SummaryRow {
  game_id: string;
  ruleset: string;
  status: GameSummary['status'];
  seats: SeatHolder[];
  version: number;
  to_act: number[];
  outcome: GameSummary['outcome'] | null;
  created_at: string;
  finished_at: string | null;
}

/** A place in the newest-first game list. */
export interface ListCursor {
  readonly createdAt: string;
  readonly gameId: string;
}

const SUMMARY_COLUMNS = `game_id, ruleset, status, seats, version, to_act, outcome, ${iso('created_at')} AS created_at, ${iso('finished_at')} AS finished_at`;

/** The reads behind the queries. Plain SQL over history's own schema. */
export class ReadStore {
  constructor(private readonly db: Queryable) {}

  async summary(gameId: string): Promise<GameSummary | undefined> {
    const rows = await this.db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM games WHERE game_id = $1`, [gameId]);
    return rows[0] && toSummary(rows[0]);
  }

  async state(gameId: string): Promise<GameState | undefined> {
    const rows = await this.db.query<{ state: GameState }>(`SELECT state FROM game_states WHERE game_id = $1`, [
      gameId,
    ]);
    return rows[0]?.state;
  }

  /**
   * Newest first; asks for one more than `first` to know whether another page follows. A player's
   * games are those they hold a seat in, or a stand-in bot plays one for them.
   */
  async list(
    filter: GameFilter,
    first: number,
    after?: ListCursor,
  ): Promise<{ items: GameSummary[]; next?: ListCursor }> {
    const rows = await this.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM games
        WHERE ($1::text IS NULL OR ruleset_id = $1 OR ruleset = $1)
          AND ($2::text IS NULL OR status = $2)
          AND ($3::text IS NULL OR seats @> jsonb_build_array(jsonb_build_object('playerId', $3::text))
                                OR seats @> jsonb_build_array(jsonb_build_object('standingInFor', $3::text)))
          AND ($4::timestamptz IS NULL OR (created_at, game_id) < ($4::timestamptz, $5::text))
        ORDER BY created_at DESC, game_id DESC
        LIMIT $6`,
      [
        filter.ruleset ?? null,
        filter.status ?? null,
        filter.playerId ?? null,
        after?.createdAt ?? null,
        after?.gameId ?? null,
        first + 1,
      ],
    );
    const items = rows.slice(0, first).map(toSummary);
    const last = items[items.length - 1];
    return rows.length > first && last
      ? { items, next: { createdAt: last.createdAt, gameId: last.gameId } }
      : { items };
  }

  async eventsAfter(gameId: string, afterSeq: number, limit: number): Promise<EventEnvelope[]> {
    // Cut at the largest seq: past it PostgreSQL refuses the bound rather than finding nothing.
    return this.eventsBetween(gameId, afterSeq + 1, Math.min(afterSeq + limit, MAX_SEQ));
  }

  async eventsUpTo(gameId: string, seq: number): Promise<EventEnvelope[]> {
    return this.eventsBetween(gameId, 1, seq);
  }

  /**
   * A game's events with seqs in `[from, to]`, from the runs that hold them: the last run that
   * starts before `from` (it may hold it) and those that start in the range. Both are ranges
   * of the primary key, so a long game's earlier runs are never scanned.
   */
  private async eventsBetween(gameId: string, from: number, to: number): Promise<EventEnvelope[]> {
    if (to < from) return [];
    const rows = await this.db.query<RunRow>(
      `(SELECT first_seq, envelopes FROM game_event_runs WHERE game_id = $1 AND first_seq < $2 ORDER BY first_seq DESC LIMIT 1)
       UNION ALL
       (SELECT first_seq, envelopes FROM game_event_runs WHERE game_id = $1 AND first_seq BETWEEN $2 AND $3)
       ORDER BY first_seq`,
      [gameId, from, to],
    );
    return textsBetween(rows, from, to).map((text) => upcast(JSON.parse(text) as EventEnvelope));
  }
}

function toSummary(r: SummaryRow): GameSummary {
  return {
    gameId: r.game_id,
    ruleset: r.ruleset,
    status: r.status,
    seats: r.seats.map((h, seat) => ({
      seat,
      kind: h.kind,
      ...('playerId' in h ? { playerId: h.playerId } : {}),
      ...(h.kind === 'bot' ? { policy: h.policy } : {}),
      ...(h.kind === 'bot' && h.standingInFor ? { standingInFor: h.standingInFor } : {}),
    })),
    version: r.version,
    createdAt: r.created_at,
    ...(r.finished_at ? { finishedAt: r.finished_at } : {}),
    ...(r.outcome ? { outcome: r.outcome } : {}),
    toAct: r.to_act,
  };
}
