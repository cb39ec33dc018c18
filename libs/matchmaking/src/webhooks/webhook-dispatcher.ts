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
  /** The order the deliveries were queued in (bigint, as text). */
  seq: string;
}

/** How long a claimed delivery is left to the instance that claimed it before another may try. */
const CLAIM_MS = 60_000;
const BATCH = 20;
const IDLE_MS = 5_000;

/**
 * Sends the deliveries that are due, at least once each: a delivery is claimed (pushed into the
 * future) before it is sent and settled after, so a crash mid-send tries it again after the claim
 * runs out, and several matchmaking instances never send one twice at once. Runs beside the
 * tournaments, never inside their transactions.
 */
export class WebhookDispatcher extends WakeableWorker {
  constructor(
    private readonly db: Queryable,
    private readonly options: DispatcherOptions,
  ) {
    super({ afterErrorMs: options.idleMs ?? IDLE_MS, onError: options.onError });
  }

  private get idleMs(): number {
    return this.options.idleMs ?? IDLE_MS;
  }

  /** Sends what is due; answers how long to sleep: none while there was work, else until the next attempt. */
  protected async pass(): Promise<number> {
    if ((await this.sendDue()) > 0) return 0;
    const [row] = await this.db.query<{ wait_ms: number | null }>(
      `SELECT extract(epoch FROM min(next_attempt_at) - now()) * 1000 AS wait_ms FROM webhook_deliveries WHERE status = 'pending'`,
    );
    const wait = row?.wait_ms === null || row?.wait_ms === undefined ? this.idleMs : Number(row.wait_ms);
    return Math.max(0, Math.min(this.idleMs, Math.ceil(wait)));
  }

  /** Sends what is due now; answers how many it tried. */
  async sendDue(): Promise<number> {
    const due = await this.db.query<Due>(
      `UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => $1::float8 / 1000)
         FROM webhooks h
        WHERE h.hook_id = d.hook_id AND d.delivery_id IN (
          SELECT delivery_id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, seq LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING d.delivery_id, d.hook_id, d.seq, d.milestone, d.body, d.attempts, h.url, h.secret`,
      [CLAIM_MS, BATCH],
    );
    due.sort((a, b) => Number(BigInt(a.seq) - BigInt(b.seq)));
    // One hook's deliveries one after another, in the order their events happened; hooks side by side.
    const byHook = new Map<string, Due[]>();
    for (const d of due) byHook.set(d.hook_id, [...(byHook.get(d.hook_id) ?? []), d]);
    await Promise.all(
      [...byHook.values()].map(async (deliveries) => {
        for (const d of deliveries) await this.send(d);
      }),
    );
    return due.length;
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
          'x-empires-signature': signatureOf(d.secret, d.body),
        },
        d.body,
        { lookup: checkedLookup(this.options.allowPrivate), timeoutMs: this.options.timeoutMs ?? 10_000 },
      );
      return status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `HTTP ${status}` };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
