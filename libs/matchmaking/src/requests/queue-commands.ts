import type { QueueEntryView } from '@empires/contracts';
import type { UnitOfWork } from '../store/unit-of-work';
import { skillsOf } from '../store/ratings-store';
import { rulesetOf, seatCount, type HandlerContext } from './context';
import { refuse } from './errors';

const MAX_BOT_WAIT_S = 3600;

export async function joinQueue(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { ruleset?: unknown; players?: unknown; botFill?: unknown; botFillAfterSeconds?: unknown },
): Promise<QueueEntryView> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const players = seatCount(ruleset, p.players);
  if (players < 2) refuse('BAD_USER_INPUT', 'a queue is for games of two or more seats');
  const botFill = p.botFill === true;
  const waitS = p.botFillAfterSeconds ?? 30;
  if (typeof waitS !== 'number' || !(waitS >= 0 && waitS <= MAX_BOT_WAIT_S))
    refuse('BAD_USER_INPUT', `botFillAfterSeconds is 0 to ${MAX_BOT_WAIT_S}`);
  const [existing] = await uow.query<{ players: number }>(
    `SELECT players FROM queue WHERE player_id = $1 AND ruleset_id = $2 FOR UPDATE`,
    [playerId, ruleset.id],
  );
  if (existing)
    refuse(
      'ALREADY_QUEUED',
      `you already wait for a ${existing.players}-seat ${ruleset.id} game; leave that queue first`,
    );
  const skill = (await skillsOf(uow, ruleset.id, [playerId])).get(playerId);
  const joinedAt = ctx.now();
  await uow.query(
    `INSERT INTO queue (player_id, ruleset_id, players, mu, bot_fill, bot_fill_after_ms, joined_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [playerId, ruleset.id, players, skill?.mu ?? 25, botFill, Math.round((waitS as number) * 1000), joinedAt],
  );
  const entry = { ruleset: ruleset.id, players, botFill, joinedAt: joinedAt.toISOString() };
  uow.record(`player:${playerId}`, 'QueueJoined', entry);
  return entry;
}

export async function leaveQueue(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { ruleset?: unknown },
): Promise<{ left: string }> {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const rows = await uow.query<{ player_id: string }>(
    `DELETE FROM queue WHERE player_id = $1 AND ruleset_id = $2 RETURNING player_id`,
    [playerId, ruleset.id],
  );
  if (rows.length === 0) refuse('NOT_QUEUED', `you are not waiting for a ${ruleset.id} game`);
  uow.record(`player:${playerId}`, 'QueueLeft', { ruleset: ruleset.id });
  return { left: ruleset.id };
}
