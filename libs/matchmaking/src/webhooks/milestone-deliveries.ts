import { randomUUID } from 'node:crypto';
import { evolve, milestonesOf, standingsOf, type TournamentEvent, type TournamentState } from '@empires/tournaments';
import type { UnitOfWork } from '../store/unit-of-work';

/**
 * Queues a delivery for every milestone the events reach and every hook that asked for it, in the
 * transaction that stores the events: a delivery exists exactly when its event does. The body is
 * fixed here, so every attempt and every replay sends the same bytes under the same delivery id.
 */
export async function queueMilestones(
  uow: UnitOfWork,
  before: TournamentState,
  events: readonly TournamentEvent[],
): Promise<void> {
  // Hooks are registered on a tournament that exists: its creation has none to tell.
  const tournamentId = before.settings?.tournamentId;
  if (!tournamentId) return;
  const hooks = await uow.query<{ hook_id: string; milestones: string[] }>(
    `SELECT hook_id, milestones FROM webhooks WHERE tournament_id = $1`,
    [tournamentId],
  );
  if (hooks.length === 0) return;
  const occurredAt = new Date().toISOString();
  let state = before;
  for (const event of events) {
    state = evolve(state, event);
    for (const milestone of milestonesOf(event, state.settings?.format)) {
      const standings = milestone === 'standings-changed' || milestone === 'event-finished' ? standingsOf(state) : null;
      for (const hook of hooks.filter((h) => h.milestones.includes(milestone))) {
        const deliveryId = randomUUID();
        const body = JSON.stringify({
          deliveryId,
          milestone,
          tournamentId,
          occurredAt,
          event,
          ...(standings ? { standings } : {}),
        });
        await uow.query(
          `INSERT INTO webhook_deliveries (delivery_id, hook_id, tournament_id, milestone, body) VALUES ($1, $2, $3, $4, $5)`,
          [deliveryId, hook.hook_id, tournamentId, milestone, body],
        );
      }
    }
  }
}
