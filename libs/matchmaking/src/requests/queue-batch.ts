import type { MatchmakingReply, MatchmakingRequest } from '@empires/contracts';
import type { Database } from '@empires/database';
import { DuplicateCommand, VersionConflict, type EventStore } from '@empires/eventstore';
import { PLAYER_COLUMNS, refuseBanned, type PlayerRow } from '../accounts/identity';
import { tokenName } from '../accounts/names';
import { transact, type UnitOfWork } from '../store/unit-of-work';
import type { HandlerContext } from './context';
import { MatchmakingError } from './errors';
import { handleRequest } from './handle';
import { queueEntry, queueWish } from './queue-commands';
import { QueueChanges } from './queue-changes';
import { rulesetOf } from './context';

type Player = { readonly kind: 'player'; readonly playerId: string };
export type QueueRequest = Extract<MatchmakingRequest, { type: 'JoinQueue' | 'LeaveQueue' }> & {
  readonly actor: Player;
};

export const isQueueRequest = (r: MatchmakingRequest): r is QueueRequest =>
  (r.type === 'JoinQueue' || r.type === 'LeaveQueue') && r.actor?.kind === 'player';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

/**
 * Joins and leaves answered together, in one transaction: at load, one transaction per join
 * held matchmaking to 58-179 joins/s, a few hundred queued behind each other in the
 * partitions. Each request still runs once per command id (its answer is stored with the
 * batch, and a repeat gets that answer back), in the order it came, so a player's join and
 * leave in one batch leave them out.
 */
export async function handleQueueRequests(
  db: Database,
  store: EventStore,
  ctx: HandlerContext,
  requests: readonly QueueRequest[],
): Promise<MatchmakingReply[]> {
  const earlier = await store.commandResults(requests.map((r) => r.commandId));
  const fresh = [...new Map(requests.filter((r) => !earlier.has(r.commandId)).map((r) => [r.commandId, r])).values()];
  let answered: Map<string, MatchmakingReply>;
  try {
    answered = await transact(db, store, SYSTEM, undefined, (uow) =>
      applyQueueRequests(uow, ctx, fresh, (ids) => store.commandResults(ids)),
    );
  } catch (error) {
    if (!answeredAlongside(error)) throw error;
    // Some were answered alongside (a redelivery while the first delivery ran): one at a time then,
    // as any other request, which finds those answers.
    const replies: MatchmakingReply[] = [];
    for (const r of requests) replies.push(await handleRequest(db, store, ctx, r));
    return replies;
  }
  return requests.map(
    (r) => answered.get(r.commandId) ?? { commandId: r.commandId, ok: true, data: earlier.get(r.commandId) },
  );
}

/**
 * Another transaction answered some of these first: it stored their answers (a duplicate
 * command), moved a player's stream (a version conflict), or inserted a player's queue row
 * while this one waited on it (a unique violation, 23505, met before the answers are written),
 * or the two waited on each other and PostgreSQL ended this one (a deadlock, 40P01).
 */
const answeredAlongside = (error: unknown) =>
  error instanceof DuplicateCommand ||
  error instanceof VersionConflict ||
  ['23505', '40P01'].includes(String((error as { code?: unknown } | undefined)?.code));

/**
 * Each request in turn against the queue as those before it left it; a refusal changes nothing.
 * `answeredBy`: the stored answers of commands, read once the queue rows are locked.
 */
async function applyQueueRequests(
  uow: UnitOfWork,
  ctx: HandlerContext,
  delivered: readonly QueueRequest[],
  answeredBy: (commandIds: readonly string[]) => Promise<ReadonlyMap<string, unknown>>,
): Promise<Map<string, MatchmakingReply>> {
  const playerIds = [...new Set(delivered.map((r) => r.actor.playerId))];
  const players = new Map(
    (
      await uow.query<PlayerRow>(`SELECT ${PLAYER_COLUMNS} FROM players WHERE player_id = ANY($1::text[])`, [playerIds])
    ).map((row) => [row.player_id, row]),
  );
  // Locked in the matcher's order (joined_at, then the key), so the two never wait on each other in a circle.
  const before = await uow.query<{ player_id: string; ruleset_id: string; players: number }>(
    `SELECT player_id, ruleset_id, players FROM queue WHERE player_id = ANY($1::text[])
     ORDER BY joined_at, player_id, ruleset_id FOR UPDATE`,
    [playerIds],
  );
  const queue = new QueueChanges(
    before.map((r) => ({ playerId: r.player_id, ruleset: r.ruleset_id, players: r.players })),
  );
  const replies = new Map<string, MatchmakingReply>();
  // Another delivery of the same requests that committed before the locks were taken answered
  // them: its answers stand (joined again, they would be refused as already queued).
  const meanwhile = await answeredBy(delivered.map((r) => r.commandId));
  for (const [commandId, data] of meanwhile) replies.set(commandId, { commandId, ok: true, data });
  const requests = delivered.filter((r) => !meanwhile.has(r.commandId));
  const named = new Map<string, string>();
  for (const r of requests) {
    const { playerId } = r.actor;
    try {
      refuseBanned(players.get(playerId), ctx.now());
      const data = r.type === 'JoinQueue' ? join(uow, ctx, queue, r) : leave(uow, ctx, queue, r);
      uow.answer(`player:${playerId}`, r.commandId, data);
      replies.set(r.commandId, { commandId: r.commandId, ok: true, data });
      const name = tokenName(r.name);
      if (name && !named.has(playerId)) named.set(playerId, name);
    } catch (error) {
      if (!(error instanceof MatchmakingError)) throw error;
      replies.set(r.commandId, { commandId: r.commandId, ok: false, code: error.code, message: error.message });
    }
  }
  // A player known only by its token gets a row; a name already kept, or erased, is never overwritten.
  if (named.size > 0)
    await uow.query(
      `INSERT INTO players (player_id, name) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (player_id) DO NOTHING`,
      [[...named.keys()], [...named.values()]],
    );
  await queue.write(uow);
  return replies;
}

function join(uow: UnitOfWork, ctx: HandlerContext, queue: QueueChanges, r: QueueRequest & { type: 'JoinQueue' }) {
  const wish = queueWish(ctx, r.payload ?? {});
  const joinedAt = ctx.now();
  queue.join(r.actor.playerId, wish, joinedAt);
  const entry = queueEntry(wish, joinedAt);
  uow.record(`player:${r.actor.playerId}`, 'QueueJoined', entry, r);
  return entry;
}

function leave(uow: UnitOfWork, ctx: HandlerContext, queue: QueueChanges, r: QueueRequest & { type: 'LeaveQueue' }) {
  const ruleset = rulesetOf(ctx, r.payload?.ruleset).id;
  queue.leave(r.actor.playerId, ruleset);
  uow.record(`player:${r.actor.playerId}`, 'QueueLeft', { ruleset }, r);
  return { left: ruleset };
}
