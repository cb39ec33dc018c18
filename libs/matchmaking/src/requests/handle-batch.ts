import type { MatchmakingReply, MatchmakingRequest } from '@empires/contracts';
import type { Database } from '@empires/database';
import type { EventStore } from '@empires/eventstore';
import type { HandlerContext } from './context';
import { handleRequest } from './handle';
import { handleQueueRequests, isQueueRequest, type QueueRequest } from './queue-batch';

/**
 * Answers a partition's batch in its order: each run of queue requests together, in one
 * transaction, and any other request on its own between them.
 */
export async function handleRequests(
  db: Database,
  store: EventStore,
  ctx: HandlerContext,
  requests: readonly MatchmakingRequest[],
): Promise<MatchmakingReply[]> {
  const replies: MatchmakingReply[] = [];
  let run: QueueRequest[] = [];
  const flush = async () => {
    if (run.length > 0) replies.push(...(await handleQueueRequests(db, store, ctx, run)));
    run = [];
  };
  for (const r of requests) {
    if (isQueueRequest(r)) {
      run.push(r);
      continue;
    }
    await flush();
    replies.push(await handleRequest(db, store, ctx, r));
  }
  await flush();
  return replies;
}
