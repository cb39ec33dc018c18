import type { WebhookDeliveryView, WebhookView } from '@empires/contracts';

export interface HookRow {
  hook_id: string;
  tournament_id: string;
  url: string;
  secret: string;
  milestones: string[];
  created_at: Date;
}

export interface DeliveryRow {
  delivery_id: string;
  hook_id: string;
  tournament_id: string;
  milestone: string;
  body: string;
  status: WebhookDeliveryView['status'];
  attempts: number;
  next_attempt_at: Date;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export const hookView = (r: HookRow, withSecret = false): WebhookView => ({
  hookId: r.hook_id,
  tournamentId: r.tournament_id,
  url: r.url,
  milestones: r.milestones,
  createdAt: r.created_at.toISOString(),
  ...(withSecret ? { secret: r.secret } : {}),
});

export const deliveryView = (r: DeliveryRow): WebhookDeliveryView => ({
  deliveryId: r.delivery_id,
  hookId: r.hook_id,
  milestone: r.milestone,
  status: r.status,
  attempts: r.attempts,
  ...(r.last_status !== null ? { lastStatus: r.last_status } : {}),
  ...(r.last_error !== null ? { lastError: r.last_error } : {}),
  createdAt: r.created_at.toISOString(),
  ...(r.delivered_at ? { deliveredAt: r.delivered_at.toISOString() } : {}),
  ...(r.status === 'pending' ? { nextAttemptAt: r.next_attempt_at.toISOString() } : {}),
});
