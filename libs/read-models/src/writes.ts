import type { RulesetRegistry } from '@empires/rules-kernel';
import { toActOf } from '@empires/engine-core';
import type { Queryable } from '@empires/database';
import { lastSeq, RUN_SEPARATOR, type EventRun } from './event-runs';
import type { GameRecord } from './game-record';

/** The read models' statements, shared by the live projector and the rebuild. */

/**
 * Records and states in one statement, so each state is serialised once. Another writer may
 * have stored a game meanwhile (a rebalance, a rebuild's overlapping writes): only a record
 * further along replaces the stored one, so the outcome is the same in any order.
 */
export async function writeGames(
  db: Queryable,
  registry: RulesetRegistry,
  games: readonly GameRecord[],
): Promise<void> {
  if (games.length === 0) return;
  await db.query(
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(game_id text, ruleset text, status text, seats jsonb, version int, to_act int[],
              seed_hash text, seed text, outcome jsonb, abort_reason text, created_at timestamptz, started_at timestamptz,
              finished_at timestamptz, state jsonb)
     ), saved AS (
       INSERT INTO games (game_id, ruleset, status, seats, version, to_act, seed_hash, seed, outcome, abort_reason, created_at, started_at, finished_at)
       SELECT game_id, ruleset, status, seats, version, to_act, seed_hash, seed, outcome, abort_reason, created_at, started_at, finished_at FROM x
       ON CONFLICT (game_id) DO UPDATE SET ruleset = excluded.ruleset, status = excluded.status, seats = excluded.seats,
              version = excluded.version, to_act = excluded.to_act, seed_hash = excluded.seed_hash, seed = excluded.seed,
              outcome = excluded.outcome, abort_reason = excluded.abort_reason, created_at = excluded.created_at,
              started_at = excluded.started_at, finished_at = excluded.finished_at
        WHERE games.version < excluded.version
     )
     INSERT INTO game_states (game_id, state) SELECT game_id, state FROM x
     ON CONFLICT (game_id) DO UPDATE SET state = excluded.state
      WHERE (game_states.state ->> 'version')::int < (excluded.state ->> 'version')::int`,
    [JSON.stringify(games.map((g) => gameRow(g, toActOf(registry, g.state))))],
  );
}

/**
 * Runs into `game_event_runs`. A run already stored from the same seq is replaced only by a
 * longer one: two writers that both began a new game have no row to lock, so the second waits
 * on the first's insert, and keeping the shorter run would lose the events past its end while
 * the game's version counts them.
 */
export async function writeRuns(db: Queryable, runs: readonly EventRun[]): Promise<void> {
  if (runs.length === 0) return;
  // The runs travel as one text, separated by a control character JSON text never holds raw:
  // far cheaper for the driver than an array of JSON strings to escape.
  await db.query(
    `INSERT INTO game_event_runs (game_id, first_seq, last_seq, envelopes)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], string_to_array($4, chr(30)))
     ON CONFLICT (game_id, first_seq) DO UPDATE SET last_seq = excluded.last_seq, envelopes = excluded.envelopes
      WHERE game_event_runs.last_seq < excluded.last_seq`,
    [
      runs.map((r) => r.gameId),
      runs.map((r) => r.firstSeq),
      runs.map(lastSeq),
      runs.map((r) => r.texts.join(RUN_SEPARATOR)).join('\x1e'),
    ],
  );
}

/** One row per seat of each game that finished; written once. */
export async function writeResults(db: Queryable, finished: readonly GameRecord[]): Promise<void> {
  const results = finished.flatMap(resultRows);
  if (results.length === 0) return;
  await db.query(
    `INSERT INTO player_results (game_id, seat, ruleset_id, kind, player_id, policy, rank, score, finished_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(game_id text, seat int, ruleset_id text, kind text, player_id text,
            policy text, rank int, score double precision, finished_at timestamptz)
     ON CONFLICT (game_id, seat) DO NOTHING`,
    [JSON.stringify(results)],
  );
}

function gameRow(g: GameRecord, toAct: readonly number[]) {
  const s = g.state;
  return {
    game_id: g.gameId,
    ruleset: s.ruleset,
    status: s.status,
    seats: s.seats,
    version: s.version,
    to_act: toAct,
    seed_hash: s.seedHash,
    seed: g.seed,
    outcome: s.outcome,
    abort_reason: g.abortReason,
    created_at: g.createdAt,
    started_at: g.startedAt,
    finished_at: g.finishedAt,
    state: s,
  };
}

function resultRows(g: GameRecord) {
  const outcome = g.state.outcome;
  if (!outcome) return [];
  return g.state.seats.map((holder, seat) => ({
    game_id: g.gameId,
    seat,
    ruleset_id: g.state.ruleset.split('@')[0],
    kind: holder.kind,
    player_id: 'playerId' in holder ? holder.playerId : null,
    policy: holder.kind === 'bot' ? holder.policy : null,
    rank: outcome.ranks[seat] ?? 0,
    score: outcome.scores?.[seat] ?? null,
    finished_at: g.finishedAt,
  }));
}
