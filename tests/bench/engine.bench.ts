// The engine end to end: accepted commands/s and p50/p99 latency (command produced -> result
// received) for concurrent games, beside the raw limits measured in the same run: the same
// command/result round trip through Kafka with no engine behind it, and the event store's
// PostgreSQL appends of the same rows.
import { randomUUID } from 'node:crypto';
import type { CommandEnvelope, CommandResult } from '@empires/contracts';
import { CommandClient, connectProducer, consume, groupId, publish } from '@empires/messaging';
import type { StreamWrite } from '@empires/eventstore';
import { testStack, type TestStack } from '../e2e/support/stack';
import { closedLoops, fmt } from './measure';

const GAMES = 200;
const WARMUP_S = 3;
const SECONDS = 15;

export async function benchEngine(): Promise<string[]> {
  const stack = await testStack();
  try {
    const kafkaRaw = await rawRoundTrip(stack);
    const pg = await rawAppends(stack);
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
        await client.send(gameId, 'CreateGame', { ruleset: 'dice-race', seats, options: { target: 1e9 }, start: true }, player(0));
      }),
    );
    let rejected = 0;
    const moves = await closedLoops(GAMES, WARMUP_S, SECONDS, async (i) => {
      const seat = turn[i];
      const result = await client.send(games[i], 'SubmitAction', { seat, action: { type: 'Roll' } }, player(seat));
      if (result.status === 'accepted') turn[i] = 1 - seat;
      else rejected++;
    });
    await client.stop();
    await engine.stop();
    return [
      `engine end to end: ${GAMES} concurrent dice-race games, closed loops, ${SECONDS} s`,
      `  accepted commands:        ${fmt(moves.perSecond)}/s, p50 ${fmt(moves.p50, 1)} ms, p99 ${fmt(moves.p99, 1)} ms (${rejected} rejected; target >= 3,000/s, p99 < 50 ms)`,
      `  raw Kafka round trip:     ${fmt(kafkaRaw.perSecond)}/s, p50 ${fmt(kafkaRaw.p50, 1)} ms, p99 ${fmt(kafkaRaw.p99, 1)} ms (same messages, an echo instead of the engine)`,
      `  raw PostgreSQL appends:   ${fmt(pg.single)}/s one command per transaction, ${fmt(pg.batched)}/s in batches of 50`,
      `  engine / raw Kafka:       ${fmt((moves.perSecond / kafkaRaw.perSecond) * 100)}%; engine / batched PostgreSQL appends: ${fmt((moves.perSecond / pg.batched) * 100)}%`,
    ];
  } finally {
    await stack.close();
  }
}

/** The command/result round trip with an echo where the engine would be: Kafka's own limit here. */
async function rawRoundTrip(stack: TestStack) {
  const producer = await connectProducer(stack.kafka);
  const echo = await consume<CommandEnvelope>(stack.kafka, { groupId: groupId('bench-echo', { EMPIRES_NAMESPACE: stack.namespace }), topics: [stack.topics.gameCommands], concurrency: 3 }, async (batch) => {
    const results: CommandResult[] = batch.map((m) => ({ commandId: m.value.commandId, streamId: m.value.streamId, status: 'accepted', version: 1, events: [] }));
    await publish(producer, stack.topics.commandResults, results.map((r) => ({ key: r.streamId, value: r })));
  });
  const client = new CommandClient(stack.kafka, stack.topics);
  await client.start();
  const games = Array.from({ length: GAMES }, () => `echo-${randomUUID()}`);
  const result = await closedLoops(GAMES, WARMUP_S, SECONDS, async (i) => {
    await client.send(games[i], 'SubmitAction', { seat: 0, action: { type: 'Roll' } }, { kind: 'player', playerId: 'p0' });
  });
  await client.stop();
  await echo.disconnect();
  await producer.disconnect();
  return result;
}

/** Appends of what one accepted Roll writes (one event, its command result), alone and in batches. */
async function rawAppends(stack: TestStack) {
  const write = (streamId: string, version: number): StreamWrite => {
    const commandId = randomUUID();
    const payload = { type: 'Rolled', seat: 0, die: 4 };
    const metadata = { ruleset: 'dice-race@1.0.0', visibility: { public: true }, causationId: commandId, correlationId: commandId, actor: { kind: 'player', playerId: 'p0' }, schemaVersion: 1, rng: [1, 2, 3, 4], toAct: [1] };
    const event = { eventId: randomUUID(), type: 'Rolled', payload, metadata, occurredAt: new Date().toISOString() };
    return { streamId, kind: 'game', expectedVersion: version, events: [event], command: { commandId, result: { commandId, status: 'accepted', version: version + 1, events: [{ ...event, seq: version + 1 }] } } };
  };
  const versions = new Map<string, number>();
  const next = (streamId: string) => {
    const v = versions.get(streamId) ?? 0;
    versions.set(streamId, v + 1);
    return write(streamId, v);
  };
  const streams = Array.from({ length: GAMES }, () => `pg-${randomUUID()}`);
  const single = await closedLoops(8, 1, 5, (i) => stack.store.append([next(streams[i])]));
  const batched = await closedLoops(3, 1, 5, (i) => stack.store.append(streams.slice(i * 50, i * 50 + 50).map(next)));
  return { single: single.perSecond, batched: batched.perSecond * 50 };
}
