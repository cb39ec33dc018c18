import type { EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { DataSource, QueryRunner } from 'typeorm';
import { planBatch, type BatchPlan } from './batch-plan';
import { toActOf } from '@empires/engine-core';
import type { GameRecord } from './game-record';
import { iso } from './sql';

export interface Applied {
  readonly applied: number;
  readonly duplicates: number;
  readonly problems: readonly string[];
}

interface RecordRow {
  game_id: string;
  state: GameRecord['state'];
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  abort_reason: string | null;
  seed: string | null;
}

/**
 * Applies batches of game events to the read models, one transaction per batch: the
 * records are locked, the batch is planned in memory, then written in a handful of bulk
 * statements. The applied positions move in the same transaction, so a crash anywhere
 * re-delivers a batch that changes only what was not applied.
 */
export class Projector {
  constructor(
    private readonly db: DataSource,
    private readonly registry: RulesetRegistry,
  ) {}

  async apply(envelopes: readonly EventEnvelope[]): Promise<Applied> {
    const ids = [...new Set(envelopes.map((e) => e?.streamId).filter((id): id is string => typeof id === 'string'))];
    const runner = this.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const plan = planBatch(this.registry, await this.load(runner, ids), envelopes);
      await this.write(runner, plan);
      await runner.commitTransaction();
      return { applied: plan.appended.length, duplicates: plan.duplicates, problems: plan.problems };
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async load(runner: QueryRunner, ids: readonly string[]): Promise<Map<string, GameRecord>> {
    if (ids.length === 0) return new Map();
    const rows: RecordRow[] = await runner.query(
      `SELECT g.game_id, s.state, ${iso('g.created_at')} AS created_at, ${iso('g.started_at')} AS started_at,
              ${iso('g.finished_at')} AS finished_at, g.abort_reason, g.seed
         FROM games g JOIN game_states s USING (game_id)
        WHERE g.game_id = ANY($1::text[])
        ORDER BY g.game_id
          FOR UPDATE OF g`,
      [ids],
    );
    return new Map(
      rows.map((r) => [
        r.game_id,
        { gameId: r.game_id, state: r.state, createdAt: r.created_at, startedAt: r.started_at, finishedAt: r.finished_at, abortReason: r.abort_reason, seed: r.seed },
      ]),
    );
  }

  private async write(runner: QueryRunner, plan: BatchPlan): Promise<void> {
    const games = [...plan.games.values()];
    if (games.length === 0) return;
    // One statement for record and state, so each state is serialised once. Another instance
    // may have written a game meanwhile (a rebalance): only a record further along replaces the
    // stored one, so the outcome is the same in any order.
    await runner.query(
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
      [JSON.stringify(games.map((g) => gameRow(g, toActOf(this.registry, g.state))))],
    );
    // Envelopes travel as one newline-separated text (JSON text never holds a raw newline):
    // far cheaper for the driver than an array of JSON strings to escape.
    const events = plan.appended;
    await runner.query(
      `INSERT INTO game_events (game_id, seq, type, occurred_at, envelope)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::timestamptz[], string_to_array($5, chr(10)))
       ON CONFLICT (game_id, seq) DO NOTHING`,
      [events.map((e) => e.streamId), events.map((e) => e.seq), events.map((e) => e.type), events.map((e) => e.occurredAt), events.map((e) => JSON.stringify(e)).join('\n')],
    );
    const results = plan.finished.flatMap(resultRows);
    if (results.length > 0) {
      await runner.query(
        `INSERT INTO player_results (game_id, seat, ruleset_id, kind, player_id, policy, rank, score, finished_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(game_id text, seat int, ruleset_id text, kind text, player_id text,
                policy text, rank int, score double precision, finished_at timestamptz)
         ON CONFLICT (game_id, seat) DO NOTHING`,
        [JSON.stringify(results)],
      );
    }
  }
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
