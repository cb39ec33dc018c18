import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryView, WebhookView } from '@empires/contracts';
import type { Queryable } from '@empires/database';
import { isMilestone, MILESTONES } from '@empires/tournaments';
import { refuse } from '../requests/errors';
import type { UnitOfWork } from '../store/unit-of-work';
import { readTournament } from '../tournaments/tournament-stream';
import { checkDestination } from './destination';
import { deliveryView, hookView, type DeliveryRow, type HookRow } from './webhook-rows';

const MAX_HOOKS = 10;

/** Only a tournament's organizer manages its hooks and sees its deliveries. */
async function organized(db: Queryable, tournamentId: unknown, by: string): Promise<string> {
  if (typeof tournamentId !== 'string') return refuse('BAD_USER_INPUT', 'tournamentId is required');
  const state = await readTournament(db, tournamentId);
  if (!state.settings) return refuse('NOT_FOUND', `no tournament ${tournamentId}`);
  if (state.settings.organizer !== by) return refuse('FORBIDDEN', 'only the organizer manages webhooks');
  return tournamentId;
}

function milestonesFrom(given: unknown): string[] {
  if (given === undefined || given === null) return [...MILESTONES];
  if (!Array.isArray(given) || given.length === 0 || !given.every(isMilestone))
    return refuse('BAD_USER_INPUT', `milestones are some of ${MILESTONES.join(', ')}`);
  return MILESTONES.filter((m) => given.includes(m));
}

export async function registerWebhook(
  uow: UnitOfWork,
  by: string,
  p: { tournamentId?: unknown; url?: unknown; milestones?: unknown },
  allowPrivate: boolean,
): Promise<WebhookView> {
  const tournamentId = await organized(uow, p.tournamentId, by);
  const url = await checkDestination(p.url, allowPrivate);
  const milestones = milestonesFrom(p.milestones);
  const [{ n }] = await uow.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhooks WHERE tournament_id = $1`, [
    tournamentId,
  ]);
  if (n >= MAX_HOOKS) refuse('BAD_USER_INPUT', `a tournament takes ${MAX_HOOKS} webhooks`);
  const [row] = await uow.query<HookRow>(
    `INSERT INTO webhooks (hook_id, tournament_id, url, secret, milestones, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      `whk_${randomBytes(9).toString('hex')}`,
      tournamentId,
      url,
      `whsec_${randomBytes(24).toString('hex')}`,
      milestones,
      by,
    ],
  );
  return hookView(row, true);
}

export async function removeWebhook(uow: UnitOfWork, by: string, p: { hookId?: unknown }): Promise<WebhookView> {
  const [row] = await uow.query<HookRow>(`SELECT * FROM webhooks WHERE hook_id = $1`, [String(p.hookId)]);
  if (!row) return refuse('NOT_FOUND', `no webhook ${String(p.hookId)}`);
  await organized(uow, row.tournament_id, by);
  await uow.query(`DELETE FROM webhooks WHERE hook_id = $1`, [row.hook_id]);
  return hookView(row);
}

export async function listWebhooks(db: Queryable, by: string, p: { tournamentId?: unknown }): Promise<WebhookView[]> {
  const tournamentId = await organized(db, p.tournamentId, by);
  const rows = await db.query<HookRow>(`SELECT * FROM webhooks WHERE tournament_id = $1 ORDER BY created_at`, [
    tournamentId,
  ]);
  return rows.map((r) => hookView(r));
}

/** Newest first. */
export async function listDeliveries(
  db: Queryable,
  by: string,
  p: { tournamentId?: unknown; first?: unknown },
): Promise<WebhookDeliveryView[]> {
  const tournamentId = await organized(db, p.tournamentId, by);
  const first = p.first ?? 100;
  if (!Number.isInteger(first) || (first as number) < 1 || (first as number) > 1000)
    refuse('BAD_USER_INPUT', 'first is 1 to 1000');
  const rows = await db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE tournament_id = $1 ORDER BY seq DESC LIMIT $2`,
    [tournamentId, first],
  );
  return rows.map(deliveryView);
}

/** Sends a delivery again under its own id (a receiver that kept it drops the repeat); its attempts start over. */
export async function redeliver(
  uow: UnitOfWork,
  by: string,
  p: { deliveryId?: unknown },
): Promise<WebhookDeliveryView> {
  const id = typeof p.deliveryId === 'string' && /^[0-9a-f-]{36}$/i.test(p.deliveryId) ? p.deliveryId : undefined;
  const [row] = id
    ? await uow.query<DeliveryRow>(`SELECT * FROM webhook_deliveries WHERE delivery_id = $1 FOR UPDATE`, [id])
    : [];
  if (!row) return refuse('NOT_FOUND', `no delivery ${String(p.deliveryId)}`);
  await organized(uow, row.tournament_id, by);
  const [again] = await uow.query<DeliveryRow>(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now() WHERE delivery_id = $1 RETURNING *`,
    [row.delivery_id],
  );
  return deliveryView(again);
}
