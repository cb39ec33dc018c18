/**
 * `npm run history:rebuild` (tools/history-rebuild.ts): drops history's read models, rebuilds
 * them from the start of the game events topic under a fresh consumer group (`--from kafka`, the
 * default while the store is not measured faster: docs/analytics.md) or from the engine's event
 * store (`--from store`), then compares them with the engine's event store. The rulesets come from the caller, so tests can add their fixtures.
 */
import { parseArgs } from 'node:util';
import { topicsIn } from '@empires/contracts';
import {
  connectServiceDatabase,
  databaseUrl,
  openServiceDatabase,
  quoteIdent,
  serviceDatabaseUrl,
  serviceRole,
  serviceSchema,
  type Database,
} from '@empires/database';
import { createKafka, groupId, kafkaSettings, namespace } from '@empires/messaging';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { Admin, Kafka } from 'kafkajs';
import { compareWithEngine, formatComparison } from '../compare';
import { historyDatabase } from '../database';
import { ProgressBar } from '../progress-bar';
import { rebuildFromTopic } from '../rebuild';
import type { RebuildReporting } from '../rebuild-reporting';
import type { RegistryModule } from '../store-rebuild/partition-job';
import { rebuildFromStore } from '../store-rebuild/rebuild-from-store';
import { refusalToReplace } from './replaceable-schema';

const sources = ['kafka', 'store'];

/** Returns the exit code: 0 rebuilt and matching, 1 refused or failed, 2 rebuilt but different. */
export async function rebuildHistory(
  registry: RulesetRegistry,
  argv: readonly string[],
  registryModule: RegistryModule,
): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      into: { type: 'string' },
      'engine-schema': { type: 'string' },
      from: { type: 'string', default: 'kafka' },
      partitions: { type: 'string' },
    },
  });
  if (!sources.includes(values.from)) return refuse(`--from is one of ${sources.join(', ')}`);
  const partitions = values.partitions === undefined ? undefined : Number(values.partitions);
  if (partitions !== undefined && !(Number.isInteger(partitions) && partitions > 0))
    return refuse('--partitions is a whole number above 0');
  const schema = values.into ?? serviceSchema('history');
  const engineSchema = values['engine-schema'] ?? serviceSchema('engine');
  const inPlace = values.into === undefined;
  const topics = topicsIn(namespace());
  const liveGroup = groupId('history');
  // Kafka only where it is needed: the store rebuilt side by side goes on while the broker is down.
  const kafka = inPlace || values.from === 'kafka' ? createKafka(kafkaSettings('history-rebuild')) : undefined;
  const admin = kafka?.admin();
  await admin?.connect();
  try {
    if (admin && inPlace && (await liveMembers(admin, liveGroup)) > 0) {
      return refuse(
        `history is running (group ${liveGroup} has members): stop it first, or rebuild side by side with --into`,
      );
    }
    // Every event below the topic's ends now is in the store already (the outbox publishes after
    // commit): the live group goes on from there, and skips what the rebuild applied after them.
    const ends = admin && values.from === 'store' ? await admin.fetchTopicOffsets(topics.gameEvents.name) : [];
    const url = databaseUrl();
    // As the administrator: a schema of history's from before services had roles belongs to it.
    const dropper = connectServiceDatabase({ url, schema: 'public' });
    try {
      const refusal = await refusalToReplace(dropper, schema);
      if (refusal) return refuse(refusal);
      await dropper.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    } finally {
      await dropper.close();
    }
    const db = await openServiceDatabase(historyDatabase(url, schema));
    try {
      const bar = new ProgressBar(
        `rebuilding ${schema} from the ${values.from === 'store' ? 'event store' : 'topic'}`,
        'events',
      );
      const common: RebuildReporting = { onProgress: (done, total) => bar.update(done, total), log: console.error };
      const rebuilt =
        values.from === 'store'
          ? {
              ...(await rebuildFromStore({
                database: { url, role: serviceRole('history'), serviceUrl: serviceDatabaseUrl('history'), schema },
                engineSchema,
                registry: registryModule,
                partitions,
                ...common,
              })),
              positions: ends.map((p) => ({ partition: p.partition, offset: p.high })),
            }
          : await rebuildFromTopic({
              kafka: kafka as Kafka,
              topic: topics.gameEvents,
              groupId: groupId(`history-rebuild-${Date.now()}`),
              db,
              registry,
              ...common,
            });
      bar.finish(rebuilt.events, rebuilt.events);
      console.log(
        `rebuilt ${rebuilt.events} events into schema ${schema} in ${(rebuilt.ms / 1000).toFixed(1)} s (${Math.round(rebuilt.events / Math.max(rebuilt.ms / 1000, 0.001))} events/s)`,
      );
      if (admin && inPlace)
        await admin.setOffsets({
          groupId: liveGroup,
          topic: topics.gameEvents.name,
          partitions: [...rebuilt.positions],
        });
      return await compare(db, engineSchema, registry);
    } finally {
      await db.close();
    }
  } finally {
    await admin?.disconnect();
  }
}

async function liveMembers(admin: Admin, group: string): Promise<number> {
  const [described] = (await admin.describeGroups([group])).groups;
  return described?.members.length ?? 0;
}

/** Compares through history's own connection, with the views the engine grants history. */
async function compare(history: Database, engineSchema: string, registry: RulesetRegistry): Promise<number> {
  const [{ found }] = await history.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [
    `${quoteIdent(engineSchema)}.game_streams_v1`,
  ]);
  if (!found) {
    console.log(`no game streams published in schema ${engineSchema}: comparison skipped`);
    return 0;
  }
  const comparison = await compareWithEngine(history, engineSchema, registry);
  for (const line of formatComparison(comparison)) console.log(line);
  return comparison.ok ? 0 : 2;
}

function refuse(message: string): number {
  console.error(message);
  return 1;
}
