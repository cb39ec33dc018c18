import type { EventEnvelope } from '@empires/contracts';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { Database } from '@empires/database';
import { planBatch } from './batch-plan';
import { copyRuns } from './event-copy';
import { addToRuns, storedBytes, type EventRun } from './event-runs';
import type { GameRecord } from './game-record';
import { Projector, type Applied } from './projector';
import { current } from './received';
import { writeGames, writeResults } from './writes';

/** One transaction of the rebuild: the events folded meanwhile, one run per game, then the games. */
interface Window {
  readonly openedAt: number;
  events: number;
  readonly runs: Map<string, EventRun<Buffer>>;
  readonly games: Map<string, GameRecord>;
  readonly finished: GameRecord[];
  /** Events of games already written out whole: the live projector applies them after the window. */
  readonly stragglers: { envelope: EventEnvelope; raw: Buffer | undefined }[];
}

/**
 * A window's transaction holds back every reader of the global order in the database (they
 * read below the oldest open transaction): it stays open this long at most.
 */
const WINDOW_MS = 250;

/**
 * The rebuild's projector. It is the only writer of the schema it fills, so it keeps the game
 * records in memory instead of reading them back for every batch. Every `windowEvents` events
 * (or `WINDOW_MS`) the window's events go to PostgreSQL by COPY, one run per game, then its
 * games, in one transaction that commits while the next window is folded (at most two windows
 * in memory). Events are stored as the bytes they arrived in, never decoded and encoded again.
 * A game whose seed is revealed has had its last event; once written it leaves memory, and
 * anything arriving for it later goes through the live projector, which reads the stored
 * record. The result equals the live projector's.
 */
export class BulkProjector {
  private readonly records = new Map<string, GameRecord>();
  /** Games written out whole and dropped from memory, with their last applied seq. */
  private readonly closed = new Map<string, number>();
  private readonly handedOver = new Set<string>();
  private readonly live: Projector;
  private window: Window | null = null;
  private closing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly registry: RulesetRegistry,
    private readonly windowEvents = 20_000,
  ) {
    this.live = new Projector(db, registry);
  }

  /**
   * Folds a batch into the window; closes the window when it is full. `raws`: each envelope's
   * JSON text in UTF-8, as received.
   */
  async add(received: readonly EventEnvelope[], receivedRaws: readonly Buffer[]): Promise<Applied> {
    const { envelopes, received: raws } = current(received, receivedRaws);
    const window = (this.window ??= this.open());
    const fresh: EventEnvelope[] = [];
    const freshRaws: (Buffer | undefined)[] = [];
    let duplicates = 0;
    envelopes.forEach((e, i) => {
      const id = e?.streamId;
      const last = this.closed.get(id);
      if (this.handedOver.has(id) || (last !== undefined && e.seq > last)) {
        this.handedOver.add(id);
        window.stragglers.push({ envelope: e, raw: raws[i] });
      } else if (last !== undefined) duplicates++;
      else {
        fresh.push(e);
        freshRaws.push(raws[i]);
      }
    });
    const plan = planBatch(this.registry, this.records, fresh);
    for (const [id, record] of plan.games) {
      this.records.set(id, record);
      window.games.set(id, record);
    }
    window.finished.push(...plan.finished);
    window.events += plan.appended.length;
    plan.appended.forEach((e, i) => addToRuns(window.runs, e, storedBytes(e, freshRaws[plan.appendedFrom[i]])));
    if (window.events >= this.windowEvents || Date.now() - window.openedAt >= WINDOW_MS) await this.close();
    return { applied: plan.appended.length, duplicates: duplicates + plan.duplicates, problems: plan.problems };
  }

  /** Closes the last window and waits until everything is written. */
  async finish(): Promise<void> {
    await this.close();
    await this.closing;
  }

  private open(): Window {
    return { openedAt: Date.now(), events: 0, runs: new Map(), games: new Map(), finished: [], stragglers: [] };
  }

  /** Hands the window over to be committed; waits for the one before, so at most two are open. */
  private async close(): Promise<void> {
    const window = this.window;
    this.window = null;
    if (!window) return;
    const previous = this.closing;
    this.closing = previous.then(() => this.commit(window));
    this.closing.catch(() => undefined); // a failure surfaces at the next close or at finish
    await previous;
  }

  private async commit(window: Window): Promise<void> {
    await copyRuns(this.db, [...window.runs.values()], async (tx) => {
      await writeGames(tx, this.registry, [...window.games.values()]);
      // A game that finished is in `games` too, in its latest form.
      await writeResults(
        tx,
        window.finished.map((f) => window.games.get(f.gameId) ?? f),
      );
    });
    for (const record of window.games.values()) {
      if (record.seed === null || this.records.get(record.gameId) !== record) continue;
      this.records.delete(record.gameId);
      this.closed.set(record.gameId, record.state.version);
    }
    if (window.stragglers.length > 0) {
      await this.live.apply(
        window.stragglers.map((s) => s.envelope),
        window.stragglers.map((s) => s.raw?.toString() ?? JSON.stringify(s.envelope)),
      );
    }
  }
}
