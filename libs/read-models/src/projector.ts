import type { EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { Database, Queryable } from '@empires/database';
import { planBatch, type BatchPlan } from './batch-plan';
import type { GameRecord } from './game-record';
import { current } from './received';
import { iso } from './sql';
import { runsOf, storedText } from './event-runs';
import { writeGames, writeResults, writeRuns } from './writes';

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
    private readonly db: Database,
    private readonly registry: RulesetRegistry,
  ) {}

  /** `texts` (optional): each envelope's JSON text as received, stored instead of serialising it again. */
  async apply(received: readonly EventEnvelope[], receivedTexts?: readonly string[]): Promise<Applied> {
    const { envelopes, received: texts } = current(received, receivedTexts);
    const ids = [...new Set(envelopes.map((e) => e?.streamId).filter((id): id is string => typeof id === 'string'))];
    return this.db.transaction(async (tx) => {
      const plan = planBatch(this.registry, await this.load(tx, ids), envelopes);
      await this.write(
        tx,
        plan,
        plan.appendedFrom.map((from, i) => storedText(plan.appended[i], texts?.[from])),
      );
      return { applied: plan.appended.length, duplicates: plan.duplicates, problems: plan.problems };
    });
  }

  private async load(tx: Queryable, ids: readonly string[]): Promise<Map<string, GameRecord>> {
    if (ids.length === 0) return new Map();
    // Both rows are locked: a batch that waits on another writer's lock then reads the state
    // that writer stored. Locking only `g`, PostgreSQL re-reads the record once the lock is
    // granted but keeps the state it had joined before, and the batch planned from that stale
    // version lost the events the other writer had stored past it.
    const rows = await tx.query<RecordRow>(
      `SELECT g.game_id, s.state, ${iso('g.created_at')} AS created_at, ${iso('g.started_at')} AS started_at,
              ${iso('g.finished_at')} AS finished_at, g.abort_reason, g.seed
         FROM games g JOIN game_states s USING (game_id)
        WHERE g.game_id = ANY($1::text[])
        ORDER BY g.game_id
          FOR UPDATE OF g, s`,
      [ids],
    );
    return new Map(
      rows.map((r) => [
        r.game_id,
        {
          gameId: r.game_id,
          state: r.state,
          createdAt: r.created_at,
          startedAt: r.started_at,
          finishedAt: r.finished_at,
          abortReason: r.abort_reason,
          seed: r.seed,
        },
      ]),
    );
  }

  private async write(tx: Queryable, plan: BatchPlan, texts: readonly string[]): Promise<void> {
    await writeGames(tx, this.registry, [...plan.games.values()]);
    await writeRuns(tx, runsOf(plan.appended, texts));
    await writeResults(tx, plan.finished);
  }
}
