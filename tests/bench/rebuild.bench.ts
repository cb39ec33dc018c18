// The history rebuild from the engine's event store: a million events folded into fresh read
// models, beside the raw limit of its source measured in the same run (the same view read by
// the same COPY statements, the bytes counted and dropped). Goal: a million in under 10 s.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { connectServiceDatabase, openServiceDatabase, serviceRole, type Database } from '@empires/database';
import { engineDatabase } from '@empires/eventstore';
import { historyDatabase, copyStatement, rebuildFromStore, type HistoryConnection } from '@empires/read-models';
import { testDatabaseUrl, uniqueName } from '@empires/testing';
import { to as copyTo } from 'pg-copy-streams';
import { fmt, medianOf } from './measure';
import { fillEventStore } from './stored-games';

const EVENTS = Number(process.env.REBUILD_EVENTS ?? 1_000_000);
const PAIRS = Number(process.env.REBUILD_PAIRS ?? 3);
const PARTITIONS = Number(process.env.REBUILD_PARTITIONS ?? availableParallelism());
/** An engine schema filled before (by this bench's loader), to measure again without loading for minutes; kept. */
const GIVEN_SCHEMA = process.env.REBUILD_ENGINE_SCHEMA;
const REGISTRY = {
  module: join(__dirname, '../../libs/read-models/src/testing/dice-race-game.ts'),
  exportName: 'registry',
};

interface Pair {
  readonly rawMs: number;
  readonly rawBytes: number;
  readonly rebuildMs: number;
  readonly startMs: number;
}

export async function benchRebuild(): Promise<string[]> {
  const namespace = uniqueName('rebuild');
  const engineSchema = GIVEN_SCHEMA ?? `engine_${namespace}`;
  const url = testDatabaseUrl();
  const engine = await openServiceDatabase(engineDatabase(url, engineSchema));
  const history = (schema: string): HistoryConnection => ({ url, role: serviceRole('history'), schema });
  try {
    const loadStarted = Date.now();
    const stored = GIVEN_SCHEMA ? await storedIn(engine) : await fillEventStore(engine, EVENTS);
    const loadMs = Date.now() - loadStarted;
    const whole = await rawRead(history(engineSchema), engineSchema, 1);
    const pairs: Pair[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const raw = await rawRead(history(engineSchema), engineSchema, PARTITIONS);
      const rebuilt = await rebuildInto(history(`history_${namespace}_${i}`), engineSchema, stored.events);
      pairs.push({ rawMs: raw.ms, rawBytes: raw.bytes, rebuildMs: rebuilt.ms, startMs: rebuilt.startMs });
    }
    const rate = (ms: number) => stored.events / (ms / 1000);
    const raw = medianOf(pairs.map((p) => rate(p.rawMs)));
    const rebuild = medianOf(pairs.map((p) => rate(p.rebuildMs)));
    const ratio = medianOf(pairs.map((p) => p.rawMs / p.rebuildMs));
    const seconds = medianOf(pairs.map((p) => p.rebuildMs / 1000));
    return [
      `rebuild from the store: ${fmt(stored.events)} events of ${fmt(stored.games)} dice-race games in schema ${engineSchema} (${GIVEN_SCHEMA ? 'loaded before' : `loaded by COPY in ${(loadMs / 1000).toFixed(1)} s`}), ${PARTITIONS} partitions, ${availableParallelism()} cores`,
      `  ${PAIRS} alternating pairs of a raw read and a rebuild, medians (each pair raw / rebuild events/s: ${pairs.map((p) => `${fmt(rate(p.rawMs))} / ${fmt(rate(p.rebuildMs))}`).join(', ')})`,
      `  raw COPY of game_events_v2, one statement:             ${fmt(rate(whole.ms))} events/s`,
      `  raw COPY, ${PARTITIONS} partitions at once (the rebuild's reads): ${fmt(raw.median)} events/s (${fmt(raw.min)}-${fmt(raw.max)}), ${fmt(pairs[0].rawBytes / 1e6 / (pairs[0].rawMs / 1000))} MB/s`,
      `  rebuild (COPY out, parse, fold in ${PARTITIONS} worker threads, COPY runs in): ${fmt(rebuild.median)} events/s (${fmt(rebuild.min)}-${fmt(rebuild.max)}) = ${fmt(ratio.median * 100)}% of raw (pairs ${fmt(ratio.min * 100)}-${fmt(ratio.max * 100)}%)`,
      `  ${fmt(stored.events)} events rebuilt in ${seconds.median.toFixed(1)} s (${seconds.min.toFixed(1)}-${seconds.max.toFixed(1)}; goal < 10 s), of which starting the threads ${medianOf(pairs.map((p) => p.startMs / 1000)).median.toFixed(1)} s`,
    ];
  } finally {
    if (!GIVEN_SCHEMA) await engine.query(`DROP SCHEMA "${engineSchema}" CASCADE`);
    await engine.close();
  }
}

async function storedIn(engine: Database): Promise<{ games: number; events: number }> {
  const [row] = await engine.query<{ games: number; events: string }>(
    `SELECT count(*)::int AS games, sum(version)::bigint AS events FROM streams WHERE kind = 'game'`,
  );
  return { games: row.games, events: Number(row.events) };
}

/** Milliseconds to read the whole view by `partitions` COPY statements at once, as history, dropping the bytes. */
async function rawRead(
  connection: HistoryConnection,
  engineSchema: string,
  partitions: number,
): Promise<{ ms: number; bytes: number }> {
  const db = connectServiceDatabase({ ...connection, poolSize: partitions });
  const started = Date.now();
  let bytes = 0;
  try {
    await Promise.all(
      Array.from({ length: partitions }, async (_, index) => {
        const client = await db.connect();
        try {
          const partition = partitions > 1 ? { index, of: partitions } : undefined;
          const stream = client.query(copyTo(copyStatement(engineSchema, partition)));
          for await (const chunk of stream) bytes += (chunk as Buffer).length;
        } finally {
          client.release();
        }
      }),
    );
    return { ms: Date.now() - started, bytes };
  } finally {
    await db.close();
  }
}

/** A rebuild into a fresh history schema, dropped afterwards: its time, checked for completeness. */
async function rebuildInto(
  connection: HistoryConnection,
  engineSchema: string,
  events: number,
): Promise<{ ms: number; startMs: number }> {
  const db: Database = await openServiceDatabase(historyDatabase(connection.url ?? '', connection.schema));
  try {
    const rebuilt = await rebuildFromStore({
      database: connection,
      engineSchema,
      registry: REGISTRY,
      partitions: PARTITIONS,
    });
    const [{ n }] = await db.query<{ n: string }>(`SELECT coalesce(sum(version), 0)::bigint AS n FROM games`);
    if (rebuilt.events !== events || Number(n) !== events)
      throw new Error(`rebuilt ${rebuilt.events} events, games at ${n}: expected ${events}`);
    return { ms: rebuilt.ms, startMs: rebuilt.startMs };
  } finally {
    await db.query(`DROP SCHEMA "${connection.schema}" CASCADE`);
    await db.close();
  }
}
