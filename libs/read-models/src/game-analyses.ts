import { analysisSteps, botsFor, type GameAnalysis } from '@empires/bots';
import type { GameAnalysisSummary } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { notFound, QueryCodes, QueryError } from './query-error';
import type { ReadStore } from './read-store';
import { iso } from './sql';

interface AnalysisRow {
  analysis: GameAnalysis;
  millis: number;
  analysed_at: string;
}

/**
 * Finished games' analyses, each made once and kept. Analyses run one at a time, a point at a
 * time with the event loop let in between, so history goes on projecting and answering while one
 * runs; a second request for a game under analysis waits for the same one.
 */
export class GameAnalyses {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly running = new Map<string, Promise<GameAnalysisSummary>>();

  constructor(
    private readonly db: Queryable,
    private readonly reads: ReadStore,
    private readonly registry: RulesetRegistry,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async stored(gameId: string): Promise<GameAnalysisSummary | null> {
    const rows = await this.db.query<AnalysisRow>(
      `SELECT analysis, millis, ${iso('analysed_at')} AS analysed_at FROM game_analyses WHERE game_id = $1`,
      [gameId],
    );
    const row = rows[0];
    return row ? { gameId, ...row.analysis, millis: row.millis, analysedAt: row.analysed_at } : null;
  }

  /** The stored analysis, made first when there is none. */
  async analyse(gameId: string): Promise<GameAnalysisSummary> {
    const kept = await this.stored(gameId);
    if (kept) return kept;
    const summary = await this.reads.summary(gameId);
    if (!summary) throw notFound(gameId);
    if (summary.status !== 'finished')
      throw new QueryError(
        QueryCodes.notFinished,
        `game ${gameId} is ${summary.status}: only a finished game is analysed`,
      );
    let run = this.running.get(gameId);
    if (!run) {
      run = this.enqueue(() => this.make(gameId, summary.version)).finally(() => this.running.delete(gameId));
      this.running.set(gameId, run);
    }
    return run;
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const done = this.queue.then(job);
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async make(gameId: string, version: number): Promise<GameAnalysisSummary> {
    const started = this.now();
    const events = await this.reads.eventsUpTo(gameId, version);
    const ruleset = events[0]?.ruleset.split('@')[0] ?? '';
    const steps = analysisSteps({
      registry: this.registry,
      bots: botsFor(ruleset),
      events,
      seed: analysisSeed(gameId),
    });
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    // Two histories may analyse one game at once: the first stored is the one both serve.
    await this.db.query(
      `INSERT INTO game_analyses (game_id, analysis, millis) VALUES ($1, $2, $3) ON CONFLICT (game_id) DO NOTHING`,
      [gameId, JSON.stringify(step.value), Math.round(this.now() - started)],
    );
    const kept = await this.stored(gameId);
    if (!kept) throw new Error(`the analysis of ${gameId} was stored but cannot be read`);
    return kept;
  }
}

/** A game's analysis seed, from its id: anyone can run the same analysis again. */
export function analysisSeed(gameId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 0x01000193);
  return h >>> 1;
}
