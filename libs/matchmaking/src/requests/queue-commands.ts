import type { QueueEntryView } from '@empires/contracts';
import type { UnitOfWork } from '../store/unit-of-work';
import { skillsOf } from '../store/ratings-store';
import { rulesetOf, seatCount, type HandlerContext } from './context';
import { refuse } from './errors';

const MAX_BOT_WAIT_S = 3600;

/** What a JoinQueue asks for, checked: a refusal for input no queue takes. */
export interface QueueWish {
  readonly ruleset: string;
  readonly players: number;
  readonly botFill: boolean;
  readonly botFillAfterMs: number;
}

export function queueWish(
  ctx: HandlerContext,
  p: { ruleset?: unknown; players?: unknown; botFill?: unknown; botFillAfterSeconds?: unknown },
): QueueWish {
  const ruleset = rulesetOf(ctx, p.ruleset);
  const players = seatCount(ruleset, p.players);
  if (players < 2) refuse('BAD_USER_INPUT', 'a queue is for games of two or more seats');
  const waitS = p.botFillAfterSeconds ?? 30;
  if (typeof waitS !== 'number' || !(waitS >= 0 && waitS <= MAX_BOT_WAIT_S))
    refuse('BAD_USER_INPUT', `botFillAfterSeconds is 0 to ${MAX_BOT_WAIT_S}`);
  return {
    ruleset: ruleset.id,
    players,
    botFill: p.botFill === true,
    botFillAfterMs: Math.round((waitS as number) * 1000),
  };
}

export const alreadyQueued = (ruleset: string, players: number): never =>
  refuse('ALREADY_QUEUED', `you already wait for a ${players}-seat ${ruleset} game; leave that queue first`);

export const notQueued = (ruleset: string): never => refuse('NOT_QUEUED', `you are not waiting for a ${ruleset} game`);

export async function joinQueue(
  uow: UnitOfWork,
  ctx: HandlerContext,
  playerId: string,
  p: { ruleset?: unknown; players?: unknown; botFill?: unknown; botFillAfterSeconds?: unknown },
): Promise<QueueEntryView> {
  const wish = queueWish(ctx, p);
  const [existing] = await uow.query<{ players: number }>(
    `SELECT players FROM queue WHERE player_id = $1 AND ruleset_id = $2 FOR UPDATE`,
    [playerId, wish.ruleset],
  );
  if (existing) alreadyQueued(wish.ruleset, existing.players);
  const skill = (await skillsOf(uow, wish.ruleset, [playerId])).get(playerId);
  const joinedAt = ctx.now();
  await uow.query(
    `INSERT INTO queue (player_id, ruleset_id, players, mu, bot_fill, bot_fill_after_ms, joined_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [playerId, wish.ruleset, wish.players, skill?.mu ?? 25, wish.botFill, wish.botFillAfterMs, joinedAt],
  );
  const entry = queueEntry(wish, joinedAt);
  uow.record(`player:${playerId}`, 'QueueJoined', entry);
  return entry;
}

/** The answer to a join, and its `QueueJoined` event. */
export const queueEntry = (wish: QueueWish, joinedAt: Date): QueueEntryView => ({
  ruleset: wish.ruleset,
  players: wish.players,
  botFill: wish.botFill,
  joinedAt: joinedAt.toISOString(),
});

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
  if (rows.length === 0) notQueued(ruleset.id);
  uow.record(`player:${playerId}`, 'QueueLeft', { ruleset: ruleset.id });
  return { left: ruleset.id };
}
