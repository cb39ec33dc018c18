import { randomUUID } from 'node:crypto';
import { botsFor } from '@empires/bots';
import type { EventEnvelope, MatchmakingReply, MatchmakingRequestBody } from '@empires/contracts';
import { openServiceDatabase, type Database } from '@empires/database';
import { EventStore, toEnvelope } from '@empires/eventstore';
import { rulesetRegistry } from '@empires/rulesets';
import { diceRace, dropSchemas, replyReaders, testDatabaseUrl, uniqueName } from '@empires/testing';
import { matchmakingDatabase } from '../database';
import { handleRequest } from '../requests/handle';
import type { HandlerContext } from '../requests/context';

/** A matchmaking schema of its own on the test database, for one spec file, and a way to ask it. */
export interface TestMatchmaking {
  readonly db: Database;
  readonly store: EventStore;
  readonly ctx: HandlerContext;
  /** A request as a player, as the service answers it (a fresh command id unless given). */
  ask(playerId: string, body: MatchmakingRequestBody, commandId?: string): Promise<MatchmakingReply>;
  /** The data of a request that must succeed. */
  ok<T>(playerId: string, body: MatchmakingRequestBody): Promise<T>;
  /** The refusal code of a request, or OK. */
  codeOf(playerId: string, body: MatchmakingRequestBody): Promise<string>;
  events(streamId: string): Promise<EventEnvelope[]>;
  drop(): Promise<void>;
}

export async function freshMatchmaking(): Promise<TestMatchmaking> {
  const schema = uniqueName('mm_unit');
  const db = await openServiceDatabase(matchmakingDatabase(testDatabaseUrl(), schema));
  const store = new EventStore(db);
  let codes = 0;
  const ctx: HandlerContext = {
    registry: rulesetRegistry([diceRace]),
    bots: botsFor,
    now: () => new Date(),
    inviteCode: () => `C${String(++codes).padStart(5, '0')}${randomUUID().slice(0, 4)}`.toUpperCase(),
    allowPrivateWebhooks: true,
  };
  const ask: TestMatchmaking['ask'] = (playerId, body, commandId = randomUUID()) =>
    handleRequest(db, store, ctx, { ...body, commandId, actor: { kind: 'player', playerId }, name: playerId });
  return {
    db,
    store,
    ctx,
    ask,
    ...replyReaders(ask),
    events: async (streamId) => (await store.readStream(streamId)).map(toEnvelope),
    async drop() {
      await db.close();
      await dropSchemas([schema]);
    },
  };
}
