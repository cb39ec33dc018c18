// The raw limits every bench reports beside its own figure, measured in the same run: a
// command/result round trip through Kafka with an echo for a service, and event-store appends.
import { randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type CommandEnvelope, type CommandResult } from '@empires/contracts';
import { openServiceDatabase } from '@empires/database';
import { recorded } from '@empires/engine';
import { engineDatabase, EventStore, toEnvelope, type StreamWrite } from '@empires/eventstore';
import { CommandClient, connectProducer, consume, groupId, publish } from '@empires/messaging';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { testStack } from '../e2e/support/stack';
import { closedLoops } from './measure';

const LOOPS = 200;
const WARMUP_S = 3;
const SECONDS = 15;

/**
 * The command/result round trip with an echo where the engine would be: Kafka's own limit here,
 * as fast as answered and, with `paceMs`, at a paced load too (a loop's move at most every `paceMs`).
 * On topics of its own: the hundreds of thousands of commands it sends, left on the bench's command
 * topic, would be read by the engine measured after it before any of the engine's own.
 */
export async function rawRoundTrip(paceMs?: number) {
  const stack = await testStack();
  try {
    return await echoRoundTrip(stack, paceMs);
  } finally {
    await stack.close();
  }
}

async function echoRoundTrip(stack: Awaited<ReturnType<typeof testStack>>, paceMs?: number) {
  const producer = await connectProducer(stack.kafka);
  const echo = await consume<CommandEnvelope>(
    stack.kafka,
    {
      groupId: groupId('bench-echo', { EMPIRES_NAMESPACE: stack.namespace }),
      topics: [stack.topics.gameCommands],
      concurrency: 3,
    },
    async (batch) => {
      const results: CommandResult[] = batch.map((m) => ({
        commandId: m.value.commandId,
        streamId: m.value.streamId,
        status: 'accepted',
        version: 1,
        events: [],
      }));
      await publish(
        producer,
        stack.topics.commandResults,
        results.map((r) => ({ key: r.streamId, value: r })),
      );
    },
  );
  const client = new CommandClient(stack.kafka, stack.topics);
  await client.start();
  const games = Array.from({ length: LOOPS }, () => `echo-${randomUUID()}`);
  const send = async (i: number) => {
    await client.send(
      games[i],
      'SubmitAction',
      { seat: 0, action: { type: 'Roll' } },
      { kind: 'player', playerId: 'p0' },
    );
  };
  const result = await closedLoops(LOOPS, WARMUP_S, SECONDS, send);
  const paced = paceMs === undefined ? undefined : await closedLoops(LOOPS, WARMUP_S, SECONDS, send, paceMs);
  await client.stop();
  await echo.disconnect();
  await producer.disconnect();
  return { ...result, paced };
}

/**
 * Appends of what one accepted Roll writes (one event, its command result), alone and in
 * batches, into an event store of their own: in the engine's, its relay would have to publish
 * them all while the engine is measured.
 */
export async function rawAppends() {
  const schema = uniqueName('raw_appends');
  const db = await openServiceDatabase(engineDatabase(testDatabaseUrl(), schema));
  try {
    return await appendsInto(new EventStore(db));
  } finally {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
}

async function appendsInto(store: EventStore) {
  const write = (streamId: string, version: number): StreamWrite => {
    const commandId = randomUUID();
    const payload = { type: 'Rolled', seat: 0, die: 4 };
    const metadata = {
      ruleset: 'dice-race@1.0.0',
      visibility: { public: true },
      causationId: commandId,
      correlationId: commandId,
      actor: { kind: 'player', playerId: 'p0' },
      schemaVersion: SCHEMA_VERSION,
      rng: [1, 2, 3, 4],
      toAct: [1],
    };
    const event = { eventId: randomUUID(), type: 'Rolled', payload, metadata, occurredAt: new Date().toISOString() };
    const result: CommandResult = {
      commandId,
      streamId,
      status: 'accepted',
      version: version + 1,
      events: [toEnvelope({ ...event, position: '0', streamId, seq: version + 1 })],
    };
    return { streamId, kind: 'game', expectedVersion: version, events: [event], command: recorded(commandId, result) };
  };
  const versions = new Map<string, number>();
  const next = (streamId: string) => {
    const v = versions.get(streamId) ?? 0;
    versions.set(streamId, v + 1);
    return write(streamId, v);
  };
  const streams = Array.from({ length: LOOPS }, () => `pg-${randomUUID()}`);
  const single = await closedLoops(8, 1, 5, (i) => store.append([next(streams[i])]));
  const batched = await closedLoops(3, 1, 5, (i) => store.append(streams.slice(i * 50, i * 50 + 50).map(next)));
  return { single: single.perSecond, batched: batched.perSecond * 50 };
}
