// Matchmaking: the time from joining a queue to the game being created in the engine, for 2,000
// players of spread ratings queueing at once for 2- and 4-player risk-empires (the matcher on its
// production settings), beside the raw Kafka and PostgreSQL limits measured in the same run.
import type { Actor, EventEnvelope } from '@empires/contracts';
import { MatchmakingClient } from '@empires/messaging';
import { tailTopic } from '@empires/messaging';
import { waitFor } from '@empires/testing';
import { historyStack } from '../e2e/support/history-stack';
import { openMatchmakingSchema } from '../e2e/support/matchmaking-schema';
import { startProcess } from '../e2e/support/processes';
import { fmt, percentiles } from './measure';
import { rawAppends, rawRoundTrip } from './raw-limits';

const PLAYERS = 2000;
/** As many as the raw Kafka round trip keeps in flight, so "joins / raw Kafka" compares like with like (it was 50: joins then measured the round trip, 50 / latency, more than matchmaking). */
const IN_FLIGHT = 200;

export async function benchMatchmaking(): Promise<string[]> {
  const h = await historyStack();
  const schema = `mm_${h.base.namespace}`;
  h.ownSchema(schema);
  try {
    const kafkaRaw = await rawRoundTrip();
    const pg = await rawAppends();
    await h.base.startEngine();
    h.ownProcess(
      await startProcess('tests/e2e/support/matchmaking-with-fixtures.ts', { ...h.env, MATCHMAKING_SCHEMA: schema }),
    );

    const ids = Array.from({ length: PLAYERS }, (_, i) => `bench-${h.base.namespace}-${i}`);
    const db = await openMatchmakingSchema(schema);
    for (let i = 0; i < PLAYERS; i += 250) {
      const rows = ids
        .slice(i, i + 250)
        .map((id, k) => `('${id}', 'risk-empires', ${10 + (((i + k) * 7919) % 30)}, 3, 20, now())`);
      await db.query(
        `INSERT INTO ratings (player_id, ruleset_id, mu, sigma, games, updated_at) VALUES ${rows.join(', ')}`,
      );
    }
    await db.close();

    const joinedAt = new Map<string, number>();
    const foundAt = new Map<string, { at: number; gameId: string; waitedMs: number }>();
    const createdAt = new Map<string, number>();
    const matches = await tailTopic<EventEnvelope>(h.base.kafka, h.base.topics.matchmakingEvents, (e) => {
      if (e.type === 'MatchFound')
        foundAt.set(e.streamId.slice('player:'.length), {
          at: performance.now(),
          gameId: (e.payload as { gameId: string }).gameId,
          waitedMs: (e.payload as { waitedMs: number }).waitedMs,
        });
    });
    const games = await tailTopic<EventEnvelope>(h.base.kafka, h.base.topics.gameEvents, (e) => {
      if (e.type === 'GameCreated') createdAt.set(e.streamId, performance.now());
    });
    const mm = new MatchmakingClient(h.base.kafka, h.base.topics);
    await mm.start();

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < PLAYERS) {
          const i = next++;
          const actor: Actor = { kind: 'player', playerId: ids[i] };
          joinedAt.set(ids[i], performance.now());
          const reply = await mm.ask(
            { type: 'JoinQueue', payload: { ruleset: 'risk-empires', players: i % 2 === 0 ? 2 : 4 } },
            actor,
            { name: `b${i}` },
          );
          if (!reply.ok) throw new Error(`${reply.code}: ${reply.message}`);
        }
      }),
    );
    const joinSeconds = (performance.now() - started) / 1000;
    const created = () => ids.filter((id) => createdAt.has(foundAt.get(id)?.gameId ?? ''));
    await waitFor(() => created().length === PLAYERS, 180_000, 'every player to have a game');
    await Promise.all([mm.stop(), matches.stop(), games.stop()]);

    const told = percentiles(ids.map((id) => (foundAt.get(id)?.at ?? 0) - (joinedAt.get(id) ?? 0)));
    const inGame = percentiles(
      ids.map((id) => (createdAt.get(foundAt.get(id)?.gameId ?? '') ?? 0) - (joinedAt.get(id) ?? 0)),
    );
    const queued = percentiles(ids.map((id) => foundAt.get(id)?.waitedMs ?? 0));
    const matchToGame = percentiles(
      ids.map((id) => (createdAt.get(foundAt.get(id)?.gameId ?? '') ?? 0) - (foundAt.get(id)?.at ?? 0)),
    );
    const gameCount = new Set(ids.map((id) => foundAt.get(id)?.gameId)).size;
    return [
      `matchmaking: ${PLAYERS} players (ratings spread over 30 mu) join 2- and 4-player risk-empires queues, ${IN_FLIGHT} joins in flight; matcher every 1 s and on joins`,
      `  joins answered:           ${fmt(PLAYERS / joinSeconds)}/s (${fmt(joinSeconds, 1)} s for all; goal ≥ 2,000/s)`,
      `  join -> match found:      p50 ${fmt(told.p50)} ms, p99 ${fmt(told.p99)} ms (goal: p99 ≤ the matcher's 1 s + 1 s)`,
      `  join -> game created:     p50 ${fmt(inGame.p50)} ms, p99 ${fmt(inGame.p99)} ms (${gameCount} games)`,
      `    of which in the queue:   p50 ${fmt(queued.p50)} ms, p99 ${fmt(queued.p99)} ms (matchmaking's clock, join committed to matched)`,
      `  match found -> game:      p50 ${fmt(matchToGame.p50)} ms, p99 ${fmt(matchToGame.p99)} ms (goal: p99 ≤ 1 s)`,
      `  raw Kafka round trip:     ${fmt(kafkaRaw.perSecond)}/s, p50 ${fmt(kafkaRaw.p50, 1)} ms, p99 ${fmt(kafkaRaw.p99, 1)} ms; joins / raw Kafka: ${fmt((PLAYERS / joinSeconds / kafkaRaw.perSecond) * 100)}%`,
      `  raw PostgreSQL appends:   ${fmt(pg.single)}/s one per transaction; joins / that: ${fmt((PLAYERS / joinSeconds / pg.single) * 100)}%`,
    ];
  } finally {
    await h.close();
  }
}
