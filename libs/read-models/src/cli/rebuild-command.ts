/**
 * `npm run history:rebuild` (tools/history-rebuild.ts): drops history's read models, rebuilds
 * them from the start of the game events topic under a fresh consumer group, then compares
 * them with the engine's event store. The rulesets come from the caller, so tests can add
 * their fixtures.
 */
import { parseArgs } from 'node:util';
import { topicsIn } from '@empires/contracts';
import { connectServiceDatabase, databaseUrl, openServiceDatabase, quoteIdent, type Database } from '@empires/database';
import { createKafka, groupId, kafkaSettings, namespace } from '@empires/messaging';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { compareWithEngine, formatComparison } from '../compare';
import { historyDatabase, historySchema } from '../database';
import { ProgressBar } from '../progress-bar';
import { rebuildFromTopic } from '../rebuild';

/** Returns the exit code: 0 rebuilt and matching, 1 refused or failed, 2 rebuilt but different. */
export async function rebuildHistory(registry: RulesetRegistry, argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { into: { type: 'string' }, 'engine-schema': { type: 'string' } },
  });
  const schema = values.into ?? historySchema();
  const inPlace = values.into === undefined;
  const kafka = createKafka(kafkaSettings('history-rebuild'));
  const topics = topicsIn(namespace());
  const liveGroup = groupId('history');
  const admin = kafka.admin();
  await admin.connect();
  try {
    if (inPlace) {
      const [group] = (await admin.describeGroups([liveGroup])).groups;
      if (group && group.members.length > 0) {
        console.error(
          `history is running (group ${liveGroup} has ${group.members.length} members): stop it first, or rebuild side by side with --into`,
        );
        return 1;
      }
    }
    const url = databaseUrl();
    // As the administrator: a schema of history's from before services had roles belongs to it.
    const dropper = connectServiceDatabase({ url, schema: 'public' });
    await dropper.query(`DROP SCHEMA IF EXISTS "${schema.replace(/"/g, '""')}" CASCADE`).finally(() => dropper.close());
    const db = await openServiceDatabase(historyDatabase(url, schema));
    try {
      const bar = new ProgressBar(`rebuilding ${schema}`, 'events');
      const rebuilt = await rebuildFromTopic({
        kafka,
        topic: topics.gameEvents,
        groupId: groupId(`history-rebuild-${Date.now()}`),
        db,
        registry,
        onProgress: (done, total) => bar.update(done, total),
        log: (line) => console.error(line),
      });
      bar.finish(rebuilt.events, rebuilt.events);
      console.log(
        `rebuilt ${rebuilt.events} events into schema ${schema} in ${(rebuilt.ms / 1000).toFixed(1)} s (${Math.round(rebuilt.events / Math.max(rebuilt.ms / 1000, 0.001))} events/s)`,
      );
      if (inPlace)
        await admin.setOffsets({
          groupId: liveGroup,
          topic: topics.gameEvents.name,
          partitions: [...rebuilt.positions],
        });
      return await compare(db, values['engine-schema'] ?? process.env.ENGINE_SCHEMA ?? 'engine', registry);
    } finally {
      await db.close();
    }
  } finally {
    await admin.disconnect();
  }
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
