import type { DataSource, QueryRunner } from 'typeorm';
import { loadCheckpoint, readGlobal, saveCheckpoint, type GlobalCheckpoint } from './global-reader';
import type { StoredEvent } from './types';

export interface RelayOptions {
  /** Names the checkpoint and the leader lock: one relay of a name runs at a time in a schema. */
  readonly name: string;
  readonly batchSize?: number;
  readonly idleMs?: number;
}

/** How often the leader writes its checkpoint down: a new leader publishes at most this much again. */
const SAVE_EVERY_MS = 100;

/**
 * Publishes committed events in global order and moves its checkpoint only after `publish`
 * resolved (Kafka acknowledged), a few times a second rather than after every batch. A crash
 * in between publishes some events twice, which consumers ignore by (streamId, seq); it never
 * loses one.
 */
export class OutboxRelay {
  private running = false;
  private leader?: QueryRunner;
  /** Where this leader got to: only the leader moves the checkpoint, so it is read once per leadership. */
  private checkpoint?: GlobalCheckpoint;
  private unsaved = false;
  private savedAt = 0;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly publish: (events: readonly StoredEvent[]) => Promise<void>,
    private readonly options: RelayOptions,
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  /** Skips the idle wait: new events were just committed. */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.poke();
    await this.loop;
    if (this.leader && this.unsaved) await this.save().catch(() => undefined);
    await this.resign();
  }

  /** Gives up leadership; the lock must go before the connection returns to the pool. */
  private async resign(): Promise<void> {
    const leader = this.leader;
    this.leader = undefined;
    this.checkpoint = undefined;
    this.unsaved = false;
    if (!leader) return;
    await leader.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await leader.release().catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (await this.isLeader()) {
          const moved = await this.relayOnce();
          if (moved > 0) continue;
        }
      } catch (error) {
        if (this.running) console.error(`relay ${this.options.name}:`, error instanceof Error ? error.message : error);
        await this.resign();
      }
      await this.sleep(this.options.idleMs ?? 20);
    }
  }

  /** Publishes one batch; returns how many events moved. */
  private async relayOnce(): Promise<number> {
    const from = (this.checkpoint ??= await loadCheckpoint(this.db, this.options.name));
    const { events, checkpoint } = await readGlobal(this.db, from, this.options.batchSize ?? 500);
    if (events.length > 0) {
      await this.publish(events);
      this.checkpoint = checkpoint;
      this.unsaved = true;
    }
    if (this.unsaved && Date.now() - this.savedAt >= SAVE_EVERY_MS) await this.save();
    return events.length;
  }

  private async save(): Promise<void> {
    await saveCheckpoint(this.db, this.options.name, this.checkpoint!);
    this.unsaved = false;
    this.savedAt = Date.now();
  }

  private async isLeader(): Promise<boolean> {
    if (this.leader) return true;
    const runner = this.db.createQueryRunner();
    await runner.connect();
    // Advisory locks are database-wide: the schema in the key keeps deployments sharing a database apart.
    const [row]: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_lock(hashtext(current_schema() || ':relay:' || $1)) AS locked`, [this.options.name]);
    if (row.locked) this.leader = runner;
    else await runner.release();
    return row.locked;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
