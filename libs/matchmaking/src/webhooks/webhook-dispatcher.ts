import type { Queryable } from '@empires/database';
import { WakeableWorker } from '@empires/scheduler';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { checkedLookup, urlProblem } from './destination';
import { signatureOf } from './signature';
import { postBody } from './webhook-post';

export interface DispatcherOptions {
  readonly allowPrivate: boolean;
  /** The longest it sleeps without news (queuing wakes it; the next retry's time is asked): a safety net. */
  readonly idleMs?: number;
  /** A receiver that takes longer than this has failed the attempt. */
  readonly timeoutMs?: number;
  readonly onError?: (error: unknown) => void;
}

interface Due {
  delivery_id: string;
  hook_id: string;
  milestone: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

const TIMEOUT_MS = 10_000;
/** A claim outlasts an attempt's timeout by this: time to settle it, so it never runs out mid-send. */
const CLAIM_MARGIN_MS = 50_000;
/** Deliveries in flight from one instance at most, each to a different hook. */
const MAX_IN_FLIGHT = 20;
const IDLE_MS = 5_000;

/**
 * Each hook's earliest pending delivery: the only one of its deliveries that may be sent, so a
 * hook has one in flight at a time and gets them in the order of their events, a failed one
 * retried before any later one goes.
 */
const HEADS = `SELECT DISTINCT ON (hook_id) delivery_id, next_attempt_at FROM webhook_deliveries
                WHERE status = 'pending' ORDER BY hook_id, seq`;

/**
 * Sends the deliveries that are due, at least once each: a delivery is claimed (pushed into the
 * future) before it is sent and settled after, so a crash mid-send tries it again after the claim
 * runs out, and several matchmaking instances never send one twice at once. Hooks are lanes: each
 * sends its deliveries one at a time, in order, and a receiver that hangs holds up only its own
 * hook (a settled send wakes the loop for that hook's next). Runs beside the tournaments, never
 * inside their transactions.
 */
export class WebhookDispatcher extends WakeableWorker {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Queryable,
    private readonly options: DispatcherOptions,
  ) {
    super({ afterErrorMs: options.idleMs ?? IDLE_MS, onError: options.onError });
  }

  private get idleMs(): number {
    return this.options.idleMs ?? IDLE_MS;
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? TIMEOUT_MS;
  }

  /** Ends after the pass under way and the sends in flight. */
  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.inFlight);
  }

  /** Starts what is due; answers how long to sleep: none while there was work, else until the next attempt. */
  protected async pass(): Promise<number> {
    if ((await this.startDue()).length > 0) return 0;
    // Full: a send that settles wakes the loop.
    if (this.inFlight.size >= MAX_IN_FLIGHT) return this.idleMs;
    const [row] = await this.db.query<{ wait_ms: number | null }>(
      `SELECT extract(epoch FROM min(next_attempt_at) - now()) * 1000 AS wait_ms FROM (${HEADS}) heads`,
    );
    const wait = row?.wait_ms === null || row?.wait_ms === undefined ? this.idleMs : Number(row.wait_ms);
    return Math.max(0, Math.min(this.idleMs, Math.ceil(wait)));
  }

  /** Sends what is due now and waits for those attempts; answers how many it tried. */
  async sendDue(): Promise<number> {
    const sends = await this.startDue();
    await Promise.all(sends);
    return sends.length;
  }

  /** Claims each hook's next delivery if it is due, and starts sending it. */
  private async startDue(): Promise<Promise<void>[]> {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0) return [];
    // The conditions on d itself are checked again on a row another instance claimed meanwhile.
    const due = await this.db.query<Due>(
      `UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => $1::float8 / 1000)
         FROM webhooks h
        WHERE h.hook_id = d.hook_id AND d.status = 'pending' AND d.next_attempt_at <= now() AND d.delivery_id IN (
          SELECT delivery_id FROM (${HEADS}) heads WHERE next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $2)
        RETURNING d.delivery_id, d.hook_id, d.milestone, d.body, d.attempts, h.url, h.secret`,
      [this.timeoutMs + CLAIM_MARGIN_MS, room],
    );
    return due.map((d) => {
      const sending = this.send(d)
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          this.inFlight.delete(sending);
          this.wake();
        });
      this.inFlight.add(sending);
      return sending;
    });
  }

  private async send(d: Due): Promise<void> {
    const answer = await this.post(d);
    const attempts = d.attempts + 1;
    if (answer.ok) {
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'delivered', attempts = $2, last_status = $3, last_error = NULL, delivered_at = now() WHERE delivery_id = $1`,
        [d.delivery_id, attempts, answer.status],
      );
      return;
    }
    await this.db.query(
      `UPDATE webhook_deliveries SET status = $2, attempts = $3, last_status = $4, last_error = $5,
              next_attempt_at = now() + make_interval(secs => $6::float8 / 1000) WHERE delivery_id = $1`,
      [
        d.delivery_id,
        attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts,
        answer.status ?? null,
        answer.error?.slice(0, 500) ?? null,
        retryDelayMs(attempts),
      ],
    );
  }

  private async post(d: Due): Promise<{ ok: boolean; status?: number; error?: string }> {
    // Checked again at each attempt, as the connection resolves the name: it may point elsewhere now.
    const problem = urlProblem(d.url, this.options.allowPrivate);
    if (problem) return { ok: false, error: problem };
    try {
      const status = await postBody(
        d.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Empires-Webhooks/1',
          'x-empires-delivery': d.delivery_id,
          'x-empires-event': d.milestone,
          // Signed now, at each attempt: the time in it is this attempt's, which the receiver's window judges.
          'x-empires-signature': signatureOf(d.secret, d.body),
        },
        d.body,
        { lookup: checkedLookup(this.options.allowPrivate), timeoutMs: this.timeoutMs },
      );
      return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
