// The engine end to end: accepted commands/s and p50/p99 latency (command produced -> result
// received) for concurrent games, beside the raw limits measured in the same run: the same
// command/result round trip through Kafka with no engine behind it, and the event store's
// PostgreSQL appends of the same rows.
import { randomUUID } from 'node:crypto';
import { CommandClient } from '@empires/messaging';
import { testStack } from '../e2e/support/stack';
import { closedLoops, fmt } from './measure';
import { rawAppends, rawRoundTrip } from './raw-limits';

const GAMES = 200;
const WARMUP_S = 3;
const SECONDS = 15;
/** The target's load, offered as each game moving at most once every GAMES / TARGET_RATE seconds. */
const TARGET_RATE = 3000;
const PACE_MS = (GAMES * 1000) / TARGET_RATE;

export async function benchEngine(): Promise<string[]> {
  const stack = await testStack();
  try {
    const kafkaRaw = await rawRoundTrip(PACE_MS);
    const pg = await rawAppends();
    const engine = await stack.startEngine();
    const client = new CommandClient(stack.kafka, stack.topics);
    await client.start();
    const turn: number[] = [];
    const games = Array.from({ length: GAMES }, () => `bench-${randomUUID()}`);
    const player = (seat: number) => ({ kind: 'player' as const, playerId: `p${seat}` });
    await Promise.all(
      games.map(async (gameId, i) => {
        turn[i] = 0;
        const seats = [player(0), player(1)].map((p) => ({ kind: 'player', playerId: p.playerId }));
        await client.send(
          gameId,
          'CreateGame',
          { ruleset: 'dice-race', seats, options: { target: 1e9 }, start: true },
          player(0),
        );
      }),
    );
    let rejected = 0;
    const move = async (i: number) => {
      const seat = turn[i];
      const result = await client.send(games[i], 'SubmitAction', { seat, action: { type: 'Roll' } }, player(seat));
      if (result.status === 'accepted') turn[i] = 1 - seat;
      else rejected++;
    };
    const moves = await closedLoops(GAMES, WARMUP_S, SECONDS, move);
    const paced = await closedLoops(GAMES, WARMUP_S, SECONDS, move, PACE_MS);
    await client.stop();
    await engine.stop();
    return [
      `engine end to end: ${GAMES} concurrent dice-race games, closed loops, ${SECONDS} s`,
      `  as fast as answered:      ${fmt(moves.perSecond)}/s accepted, p50 ${fmt(moves.p50, 1)} ms, p99 ${fmt(moves.p99, 1)} ms (${rejected} rejected)`,
      `  ${fmt(TARGET_RATE)}/s offered (a move per game every ${fmt(PACE_MS, 1)} ms): ${fmt(paced.perSecond)}/s accepted, p50 ${fmt(paced.p50, 1)} ms, p99 ${fmt(paced.p99, 1)} ms (target: 3,000/s sustained, p99 < 50 ms)`,
      `  raw Kafka round trip:     ${fmt(kafkaRaw.perSecond)}/s, p50 ${fmt(kafkaRaw.p50, 1)} ms, p99 ${fmt(kafkaRaw.p99, 1)} ms (same messages, an echo instead of the engine)`,
      ...(kafkaRaw.paced
        ? [
            `  raw Kafka at ${fmt(TARGET_RATE)}/s offered: ${fmt(kafkaRaw.paced.perSecond)}/s, p50 ${fmt(kafkaRaw.paced.p50, 1)} ms, p99 ${fmt(kafkaRaw.paced.p99, 1)} ms (the floor under the paced run)`,
          ]
        : []),
      `  raw PostgreSQL appends:   ${fmt(pg.single)}/s one command per transaction, ${fmt(pg.batched)}/s in batches of 50`,
      `  engine / raw Kafka:       ${fmt((moves.perSecond / kafkaRaw.perSecond) * 100)}%; engine / batched PostgreSQL appends: ${fmt((moves.perSecond / pg.batched) * 100)}%`,
    ];
  } finally {
    await stack.close();
  }
}
