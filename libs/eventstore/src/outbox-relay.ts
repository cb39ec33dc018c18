import type { Database } from '@empires/database';
import { WakeableLoop } from '@empires/scheduler';
import type { PoolClient } from 'pg';
import { loadCheckpoint, readGlobal, saveCheckpoint, type GlobalCheckpoint, type GlobalEvent } from './global-reader';
import { pastPublished, type Published } from './published-ends';

export interface RelayOptions {
  /** Names the checkpoint and the leader lock: one relay of a name runs at a time in a schema. */
  readonly name: string;
  readonly batchSize?: number;
  /** How long it waits for news before looking anyway (appends notify it: this is a safety net). */
  readonly idleMs?: number;
  /**
   * Asked once per leadership, before the first publish: which events are on the topic already.
   * Without it, a new leader publishes again what the last one published after its last checkpoint.
   */
  readonly publishedAlready?: () => Promise<Published>;
  /** How long one try of `publishedAlready` may take (a broker just restarted can keep it waiting). */
  readonly publishedAlreadyMs?: number;
  /**
   * How long a new leader keeps trying `publishedAlready` before it publishes from its checkpoint
   * without knowing (default a minute): counted from its first failed try.
   */
  readonly findPublishedForMs?: number;
}

/** How often the leader writes its checkpoint down: a new leader publishes at most this much again. */
const SAVE_EVERY_MS = 100;
/** How soon it looks again for events held back behind an open transaction. */
const HELD_BACK_MS = 20;
/**
 * How long a new leader tries to find what the topic holds before it publishes without knowing:
 * a stalled relay stalls every game, a repeated event is only absorbed by the consumers. A time,
 * not a count of tries: a broker just restarted can answer "not the leader" at once until its
 * partitions have leaders again, and three quick tries could run out inside that (a chaos run
 * found two events on the topic twice after a broker kill). While the broker cannot answer,
 * nothing could be published anyway: waiting for it costs nothing.
 */
const FIND_PUBLISHED_FOR_MS = 60_000;

/**
 * Publishes committed events in global order and moves its checkpoint only after `publish`
 * resolved (Kafka acknowledged), a few times a second rather than after every batch. A new
 * leader starts from that checkpoint and skips what `publishedAlready` finds on the topic, so a
 * crash in between neither loses an event nor, given that option, publishes one twice.
 */
export class OutboxRelay {
  private readonly loop: WakeableLoop;
  private running = false;
  private leader?: PoolClient;
  /** Where this leader got to: only the leader moves the checkpoint, so it is read once per leadership. */
  private checkpoint?: GlobalCheckpoint;
  /** What this leader found on the topic when it took over. */
  private onTopic?: Published;
  private unsaved = false;
  private savedAt = 0;
  /** The server cut the leader's connection: the next pass gives up leadership and takes it again. */
  private lost = false;
  private readonly onAppended = () => this.loop.wake();
  /**
   * The leader's connection held for good is the pool's no longer: when the server cuts it (a
   * PostgreSQL restart), its error would end the process unheard. The next pass leads again.
   */
  private readonly onLost = (error: Error) => {
    if (this.running) console.error(`relay ${this.options.name}: its connection was lost: ${error.message}`);
    this.lost = true;
    this.loop.wake();
  };
  private readonly batchSize: number;
  private counts = { passes: 0, heldBack: 0, published: 0, skipped: 0 };
  /** When the leaders' tries to find what the topic holds began failing (undefined: the last one did not). */
  private findFailingSince?: number;

  constructor(
    private readonly db: Database,
    private readonly publish: (events: readonly GlobalEvent[]) => Promise<void>,
    private readonly options: RelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    // Appends notify the leader, which wakes it (or, mid-pass, skips its next sleep).
    this.loop = new WakeableLoop(() => this.relayThenSleep(), { afterErrorMs: this.idleMs });
  }

  start(): void {
    this.running = true;
    this.loop.start();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop.stop();
    if (this.leader && this.unsaved) await this.save().catch(() => undefined);
    await this.resign();
  }

  /** Gives up leadership; the lock must go before the connection returns to the pool. */
  private async resign(): Promise<void> {
    const leader = this.leader;
    this.leader = undefined;
    this.checkpoint = undefined;
    this.onTopic = undefined;
    this.unsaved = false;
    if (!leader) return;
    leader.off('notification', this.onAppended);
    let broken: Error | undefined;
    await leader.query('UNLISTEN *').catch((error: Error) => (broken = error));
    await leader.query('SELECT pg_advisory_unlock_all()').catch((error: Error) => (broken = error));
    leader.off('error', this.onLost); // back in the pool, its errors are the pool's
    leader.release(broken); // a connection that could not let go of its lock is closed, which lets go
  }

  private get idleMs(): number {
    return this.options.idleMs ?? 1000;
  }

  /** One pass as leader (or a try to become it); answers how long to sleep before the next. */
  private async relayThenSleep(): Promise<number> {
    try {
      if (this.lost) {
        this.lost = false;
        await this.resign();
      }
      if (!(await this.isLeader())) return this.idleMs;
      const { moved, heldBack } = await this.relayOnce();
      // A full page may have more behind it; a short one was all there was to read.
      if (moved === this.batchSize) return 0;
      return heldBack ? HELD_BACK_MS : this.idleMs;
    } catch (error) {
      if (this.running) console.error(`relay ${this.options.name}:`, error instanceof Error ? error.message : error);
      await this.resign();
      return this.idleMs;
    }
  }

  /** Publishes one batch; tells how many events moved and whether more are held back. */
  private async relayOnce(): Promise<{ moved: number; heldBack: boolean }> {
    if (!this.checkpoint) {
      const checkpoint = await loadCheckpoint(this.db, this.options.name);
      this.onTopic = await this.findPublished();
      this.checkpoint = checkpoint;
    }
    const { events, checkpoint, heldBack } = await readGlobal(this.db, this.checkpoint, this.batchSize);
    const onTopic = this.onTopic;
    const fresh = onTopic ? events.filter((e) => !onTopic.has(e)) : events;
    this.counts = {
      passes: this.counts.passes + 1,
      heldBack: this.counts.heldBack + (heldBack ? 1 : 0),
      published: this.counts.published + fresh.length,
      skipped: this.counts.skipped + events.length - fresh.length,
    };
    if (fresh.length > 0) await this.publish(fresh);
    if (events.length > 0) {
      this.checkpoint = checkpoint;
      this.unsaved = true;
    }
    // Past the last place any partition held, nothing more can be there: the check per event stops.
    if (onTopic && pastPublished(this.checkpoint, onTopic)) this.onTopic = undefined;
    if (this.unsaved && Date.now() - this.savedAt >= SAVE_EVERY_MS) await this.save();
    return { moved: events.length, heldBack };
  }

  /** What the topic holds already; after failing for `findPublishedForMs`, nothing known (publish from the checkpoint). */
  private async findPublished(): Promise<Published | undefined> {
    const find = this.options.publishedAlready;
    if (!find) return undefined;
    try {
      const found = await withDeadline(find(), this.options.publishedAlreadyMs ?? 30_000);
      this.findFailingSince = undefined;
      return found;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.findFailingSince ??= Date.now();
      const budget = this.options.findPublishedForMs ?? FIND_PUBLISHED_FOR_MS;
      if (Date.now() - this.findFailingSince < budget) throw error; // resigns; the next pass tries again
      this.findFailingSince = undefined;
      console.error(`relay ${this.options.name}: publishing from the checkpoint, which may repeat events: ${why}`);
      return undefined;
    }
  }

  private async save(): Promise<void> {
    if (!this.checkpoint) return;
    await saveCheckpoint(this.db, this.options.name, this.checkpoint);
    this.unsaved = false;
    this.savedAt = Date.now();
  }

  private async isLeader(): Promise<boolean> {
    if (this.leader) return true;
    const client = await this.db.connect();
    try {
      // Advisory locks are database-wide: the schema in the key keeps deployments sharing a database apart.
      const { rows } = await client.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(hashtext(current_schema() || ':relay:' || $1)) AS locked`,
        [this.options.name],
      );
      if (!rows[0].locked) {
        client.release();
        return false;
      }
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.leader = client;
    client.on('error', this.onLost);
    // The leader's connection hears the appends of every instance (migration 1732300000002).
    client.on('notification', this.onAppended);
    const { rows } = await client.query<{ channel: string }>(`SELECT 'appended_' || md5(current_schema()) AS channel`);
    await client.query(`LISTEN "${rows[0].channel}"`);
    return true;
  }

  /**
   * Reads so far, those that found events held back behind an open transaction, events published,
   * and events a new leader found on the topic already.
   */
  get stats(): {
    readonly passes: number;
    readonly heldBack: number;
    readonly published: number;
    readonly skipped: number;
  } {
    return this.counts;
  }
}

/** `promise`, or a rejection once `ms` have passed (the promise itself runs on, unheard). */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
