import { randomUUID } from 'node:crypto';
import type { MatchmakingReply, MatchmakingRequest } from '@empires/contracts';
import type { Database } from '@empires/database';
import { connectProducer, groupId, publish, tailTopic } from '@empires/messaging';
import { dropSchemas, uniqueName, waitFor } from '@empires/testing';
import { openMatchmakingSchema } from './support/matchmaking-schema';
import { startProcess } from './support/processes';
import { testStack } from './support/stack';

/**
 * Enough requests that the kill comes in the middle of them: matchmaking answers hundreds a second,
 * and a loaded machine's test process reads its replies late (with 300 players, and the kill after a
 * poll saw 100 replies, all 400 requests had been answered by then).
 */
const PLAYERS = 1500;
/** Replies read when matchmaking is killed. */
const ANSWERED_BEFORE_KILL = 50;

describe('matchmaking across a crash', () => {
  it('joins and leaves each player once when killed and every batch it answered is delivered again', async () => {
    const stack = await testStack();
    const schema = `mm_${stack.namespace}`;
    // Nobody is matched (no rating gap is ever acceptable): the queue keeps what the requests left.
    const env = { ...stack.env, MATCHMAKING_SCHEMA: schema, MATCH_BASE_GAP: '-1', MATCH_GAP_PER_SECOND: '0' };
    const replies = new Map<string, MatchmakingReply[]>();
    // Called as the reply that reaches ANSWERED_BEFORE_KILL is read, not at a poll after it.
    let atEnoughReplies: (() => void) | undefined;
    const tail = await tailTopic<MatchmakingReply>(stack.kafka, stack.topics.matchmakingResults, (r) => {
      replies.set(r.commandId, [...(replies.get(r.commandId) ?? []), r]);
      if (replies.size >= ANSWERED_BEFORE_KILL) atEnoughReplies?.();
    });
    const producer = await connectProducer(stack.kafka);
    let db: Database | undefined;
    try {
      let mm = await startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', env);
      const players = Array.from({ length: PLAYERS }, () => uniqueName('p'));
      const leaves = new Set(players.filter((_, i) => i % 3 === 0));
      const request = (playerId: string, type: 'JoinQueue' | 'LeaveQueue'): MatchmakingRequest =>
        ({
          type,
          payload: type === 'JoinQueue' ? { ruleset: 'dice-race', players: 2 } : { ruleset: 'dice-race' },
          commandId: randomUUID(),
          actor: { kind: 'player', playerId },
          name: playerId,
        }) as MatchmakingRequest;
      const sent = players.flatMap((p) =>
        leaves.has(p) ? [request(p, 'JoinQueue'), request(p, 'LeaveQueue')] : [request(p, 'JoinQueue')],
      );
      // All sent at once: matchmaking works through the backlog batch by batch, and is killed in the middle of it.
      const killed = new Promise<void>((resolve) => {
        atEnoughReplies = () => {
          atEnoughReplies = undefined;
          resolve(mm.stop('SIGKILL'));
        };
      });
      await publish(
        producer,
        stack.topics.matchmakingCommands,
        sent.map((r) => ({ key: (r.actor as { playerId: string }).playerId, value: r })),
      );
      await killed;
      expect(replies.size).toBeLessThan(sent.length);
      const answeredBefore = replies.size;
      // The crash at its worst: no offset of what it answered had been committed, so every batch it
      // committed comes again (set once the killed member has left the group: its session ends).
      const admin = stack.kafka.admin();
      await admin.connect();
      const topic = stack.topics.matchmakingCommands.name;
      const partitions = (await admin.fetchTopicOffsets(topic)).map((p) => ({ partition: p.partition, offset: '0' }));
      await waitFor(
        () =>
          admin.setOffsets({ groupId: groupId('matchmaking.commands', env), topic, partitions }).then(
            () => true,
            () => false,
          ),
        60_000,
        'the killed member to leave the group',
      );
      await admin.disconnect();
      mm = await startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', env);
      await waitFor(() => sent.every((r) => replies.has(r.commandId)), 120_000, 'every request answered');
      await mm.stop();

      // What was answered before the kill was delivered again, and answered again alike.
      const repeated = sent.filter((r) => replies.get(r.commandId)!.length > 1);
      expect(repeated.length).toBeGreaterThanOrEqual(answeredBefore);
      for (const r of repeated) {
        const [first, ...again] = replies.get(r.commandId)!;
        for (const a of again) expect(a).toEqual(first);
      }
      expect(sent.filter((r) => !replies.get(r.commandId)![0].ok)).toEqual([]);

      db = await openMatchmakingSchema(schema);
      const events = await db.query<{ stream_id: string; types: string[] }>(
        `SELECT stream_id, array_agg(type ORDER BY seq) AS types FROM events WHERE stream_id = ANY($1) GROUP BY stream_id`,
        [players.map((p) => `player:${p}`)],
      );
      const expected = (p: string) => (leaves.has(p) ? ['QueueJoined', 'QueueLeft'] : ['QueueJoined']);
      expect(new Map(events.map((e) => [e.stream_id, e.types]))).toEqual(
        new Map(players.map((p) => [`player:${p}`, expected(p)])),
      );
      const waiting = await db.query<{ player_id: string }>(`SELECT player_id FROM queue ORDER BY player_id`);
      expect(waiting.map((w) => w.player_id)).toEqual(players.filter((p) => !leaves.has(p)).sort());
    } finally {
      await db?.close();
      await producer.disconnect();
      await tail.stop();
      await stack.close();
      await dropSchemas([schema]);
    }
  }, 300_000);
});
