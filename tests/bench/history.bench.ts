import { openServiceDatabase, type Database } from '@empires/database';
// History's speed: rebuild events/s beside the raw kafkajs consume rate of the same topic in
// the same run (target: at least half of it), and the p99 latency of a game's view.
import { allTopics, topicsIn, type EventEnvelope, type TopicSpec } from '@empires/contracts';
import { connectProducer, ensureTopics, groupId, publish, QueryClient } from '@empires/messaging';
import {
  copyRuns,
  historyDatabase,
  QueryHandler,
  ReadStore,
  rebuildFromTopic,
  runsOf,
  serveQueries,
} from '@empires/read-models';
import { testDatabaseUrl, testKafka, uniqueName } from '@empires/testing';
import type { Kafka } from 'kafkajs';
import { DiceRaceGame, registry } from '../../libs/read-models/src/testing/dice-race-game';
import { fmt, medianOf } from './measure';

const GAMES = 1500;
const QUERIES = 300;
const PAIRS = 3;

interface Pair {
  readonly rawRate: number;
  readonly rebuildRate: number;
  /** This process's CPU per event. */
  readonly rawUs: number;
  readonly rebuildUs: number;
}

export async function benchHistory(): Promise<string[]> {
  const namespace = uniqueName('bench');
  const topics = topicsIn(namespace);
  const kafka = testKafka('bench-history');
  await ensureTopics(kafka, allTopics(namespace));
  const schema = `history_${namespace}`;
  const db = await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema));
  try {
    const games = playGames();
    const events = games.flatMap((g) => g.events);
    await publishAll(kafka, topics.gameEvents, events);

    // The machine's speed moves between runs, the raw rate with it: alternating pairs, the median.
    // The last rebuild fills the schema the queries below read.
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const rebuild = (into: Database) =>
        rebuildFromTopic({
          kafka,
          topic: topics.gameEvents,
          groupId: groupId(`history-bench-${i}`, { EMPIRES_NAMESPACE: namespace }),
          db: into,
          registry,
        });
      pairs.push(
        await rawThenRebuild(
          kafka,
          topics.gameEvents,
          events.length,
          rebuild,
          i === PAIRS - 1 ? db : undefined,
          `${schema}_${i}`,
        ),
      );
    }
    const copyMs = await rawCopy(events, `${schema}_copy`);
    const copyRate = events.length / (copyMs / 1000);
    const ratio = medianOf(pairs.map((p) => p.rebuildRate / p.rawRate));
    const median = (f: (p: Pair) => number) => medianOf(pairs.map(f)).median;

    const handler = new QueryHandler(new ReadStore(db), registry);
    const queryGroup = uniqueName('bench.queries');
    const server = await serveQueries(kafka, topics, queryGroup, handler);
    const client = new QueryClient(kafka, topics);
    await client.start();
    const viewOf = (i: number) => {
      const game = games[i % games.length];
      return { query: { type: 'GameView' as const, gameId: game.gameId }, viewer: i % 2 ? 'p0' : undefined };
    };
    const overKafka = await timeEach(QUERIES, async (i) => {
      const { query, viewer } = viewOf(i);
      const reply = await client.ask(query, viewer);
      if (!reply.ok) throw new Error(`GameView failed: ${reply.code}`);
    });
    const inProcess = await timeEach(QUERIES, async (i) => {
      const { query, viewer } = viewOf(i);
      await handler.handle({ requestId: String(i), query, ...(viewer ? { viewer: { playerId: viewer } } : {}) });
    });
    await client.stop();
    await server.stop();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteGroups([queryGroup]).catch(() => undefined);
    await admin.disconnect();

    return [
      `history: ${events.length} events of ${games.length} dice-race games on ${topics.gameEvents.partitions} partitions`,
      `  ${PAIRS} alternating pairs of a raw consume and a rebuild, medians (each pair: ${pairs.map((p) => `${fmt(p.rawRate)} / ${fmt(p.rebuildRate)}`).join(', ')})`,
      `  raw kafkajs consume:      ${fmt(median((p) => p.rawRate))} events/s`,
      `  raw PostgreSQL COPY:      ${fmt(copyRate)} events/s (the same runs from memory, no Kafka, no folding)`,
      `  rebuild (fold in memory, COPY a run per game in windows of 20,000 events): ${fmt(median((p) => p.rebuildRate))} events/s = ${fmt(ratio.median * 100)}% of raw Kafka (pairs ${fmt(ratio.min * 100)}-${fmt(ratio.max * 100)}%; target >= 50%), ${fmt((median((p) => p.rebuildRate) / copyRate) * 100)}% of raw COPY`,
      // Where the time goes: this process's CPU per event (PostgreSQL's comes on top, same cores).
      `  node CPU per event:       raw ${median((p) => p.rawUs).toFixed(1)} µs, rebuild ${median((p) => p.rebuildUs).toFixed(1)} µs`,
      `  GameView over Kafka:      p50 ${overKafka.p50.toFixed(1)} ms, p99 ${overKafka.p99.toFixed(1)} ms (${QUERIES} sequential queries)`,
      `  GameView handler alone:   p50 ${inProcess.p50.toFixed(2)} ms, p99 ${inProcess.p99.toFixed(2)} ms`,
    ];
  } finally {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: allTopics(namespace).map((t) => t.name) }).catch(() => undefined);
    await admin.disconnect();
  }
}

/** Two-seat games of varied length, decided by the real engine core. */
function playGames(): DiceRaceGame[] {
  return Array.from({ length: GAMES }, (_, i) => {
    const game = DiceRaceGame.started(['p0', 'p1'], 40 + (i % 80));
    game.rollUntilOver();
    return game;
  });
}

async function publishAll(kafka: Kafka, topic: TopicSpec, events: readonly EventEnvelope[]): Promise<void> {
  const producer = await connectProducer(kafka);
  for (let i = 0; i < events.length; i += 2000) {
    await publish(
      producer,
      topic,
      events.slice(i, i + 2000).map((e) => ({ key: e.streamId, value: e })),
    );
  }
  await producer.disconnect();
}

/**
 * A raw consume of the topic, then a rebuild from it into `into` or, without it, into a schema of
 * its own, dropped afterwards.
 */
async function rawThenRebuild(
  kafka: Kafka,
  topic: TopicSpec,
  count: number,
  rebuild: (db: Database) => Promise<{ events: number; ms: number }>,
  into: Database | undefined,
  schema: string,
): Promise<Pair> {
  const rawCpu = process.cpuUsage();
  const raw = await rawConsume(kafka, topic, count);
  const rawUs = cpuMicros(rawCpu) / count;
  const db = into ?? (await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema)));
  try {
    const rebuildCpu = process.cpuUsage();
    const rebuilt = await rebuild(db);
    return {
      rawRate: count / (raw / 1000),
      rebuildRate: rebuilt.events / (rebuilt.ms / 1000),
      rawUs,
      rebuildUs: cpuMicros(rebuildCpu) / rebuilt.events,
    };
  } finally {
    if (!into) {
      await db.query(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    }
  }
}

/**
 * Milliseconds to COPY the events into an empty history schema as the rebuild stores them (a
 * run per game and window of 20,000 events): what PostgreSQL alone takes to store them, the
 * other limit a rebuild runs into.
 */
async function rawCopy(events: readonly EventEnvelope[], schema: string): Promise<number> {
  const db = await openServiceDatabase(historyDatabase(testDatabaseUrl(), schema));
  try {
    const texts = events.map((e) => Buffer.from(JSON.stringify(e)));
    const started = Date.now();
    for (let w = 0; w < events.length; w += 20_000) {
      await copyRuns(db, runsOf(events.slice(w, w + 20_000), texts.slice(w, w + 20_000)), async () => undefined);
    }
    return Date.now() - started;
  } finally {
    await db.query(`DROP SCHEMA "${schema}" CASCADE`);
    await db.close();
  }
}

/** Milliseconds for a bare kafkajs consumer (new group, batches, no decoding) to read `count` messages. */
async function rawConsume(kafka: Kafka, topic: TopicSpec, count: number): Promise<number> {
  const started = Date.now();
  const group = uniqueName('bench.raw');
  const consumer = kafka.consumer({ groupId: group, maxWaitTimeInMs: 20 });
  let seen = 0;
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  await consumer.connect();
  await consumer.subscribe({ topics: [topic.name], fromBeginning: true });
  await consumer.run({
    partitionsConsumedConcurrently: 3,
    eachBatch: async ({ batch }) => {
      seen += batch.messages.length;
      if (seen >= count) done();
    },
  });
  await finished;
  const ms = Date.now() - started;
  await consumer.disconnect();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteGroups([group]).catch(() => undefined);
  await admin.disconnect();
  return ms;
}

function cpuMicros(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return used.user + used.system;
}

async function timeEach(n: number, run: (i: number) => Promise<void>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)], p99: times[Math.min(n - 1, Math.floor(n * 0.99))] };
}
