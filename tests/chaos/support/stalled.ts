import type { BotGame } from '@empires/bots';
import type { Database } from '@empires/database';
import { toActOf } from '@empires/engine-core';
import type { EventStore, StoredEvent } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
import type { TopicSpec } from '@empires/contracts';
import type { Kafka } from 'kafkajs';
import { topicLines } from './on-topic';
import { engineState, streamEventOf } from './replay';

/** Event types shown of each game: enough to see the step it waits in and the last moves. */
const LAST = 6;

/**
 * One line on a game that has not finished: its ruleset, version, the seats the engine waits on
 * and its last events; then, for a game with bots, the bot-runner's copy of it (`held`, from its
 * table): the version it holds and, per bot seat, whether its own view lists it to act and how many
 * legal actions that view offers it. A bot due in the engine but not in its view (or due with no
 * action) is a seat nobody will play.
 */
export function describeStalled(
  registry: RulesetRegistry,
  gameId: string,
  events: readonly StoredEvent[],
  held: BotGame | undefined,
): string {
  const game = engineState(registry, events.map(streamEventOf));
  const last = events
    .slice(-LAST)
    .map((e) => `${e.seq}:${e.type}`)
    .join(' ');
  const engine = `${gameId} ${game.ruleset || '?'} ${game.status} v${game.version} toAct [${toActOf(registry, game)}] last ${last}`;
  if (!held) return engine;
  const seats = held.bots.map((bot, i) => {
    const view = held.views[i];
    const ruleset = registry.find(view.ruleset);
    const legal = ruleset && view.table ? ruleset.legalActions(view.table.state, bot.seat).length : 0;
    const due = toActOf(registry, view).includes(bot.seat);
    return `seat ${bot.seat} ${bot.policy} ${due ? 'due' : 'not due'} (${legal} legal)`;
  });
  return `${engine}\n  bot-runner holds v${held.version}: ${seats.join(', ')}`;
}

/** Where the lines' facts are read: the engine's store and schema, history's and the bot-runner's tables. */
export interface StalledSources {
  readonly registry: RulesetRegistry;
  readonly store: EventStore;
  readonly engineDb?: Database;
  readonly historyDb?: Database;
  readonly botDb?: Database;
  /** The events topic, to tell whether a game's last events reached the broker and its readers' groups. */
  readonly topic?: { readonly kafka: Kafka; readonly spec: TopicSpec; readonly namespace: string };
}

/**
 * Whether the events reach their readers at all: what the relay has not published yet and, when
 * that is held back by a write transaction open anywhere on the server (`readGlobal` reads below
 * the oldest), whose it is. pg_locks names its holder to any role; pg_stat_activity's details only
 * to a privileged one.
 */
async function relayLine(engineDb: Database): Promise<string> {
  const [r] = (await engineDb.query(
    `WITH c AS (SELECT coalesce(max(tx_id), '0'::xid8) AS tx_id, coalesce(max(position), 0) AS position FROM relay_checkpoints),
          x AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
     SELECT (SELECT count(*)::int FROM events e, c WHERE (e.tx_id, e.position) > (c.tx_id, c.position)) AS unpublished,
            (SELECT count(*)::int FROM events e, c, x WHERE (e.tx_id, e.position) > (c.tx_id, c.position) AND e.tx_id >= x.xmin) AS held,
            (SELECT string_agg(concat_ws(' ', 'pid', l.pid, a.usename, a.datname, a.state,
                                         extract(epoch FROM now() - a.xact_start)::int || ' s', left(a.query, 60)), '; ')
               FROM pg_locks l JOIN x ON l.transactionid::text = x.xmin::text
               LEFT JOIN pg_stat_activity a ON a.pid = l.pid
              WHERE l.locktype = 'transactionid' AND l.mode = 'ExclusiveLock') AS holder`,
  )) as { unpublished: number; held: number; holder: string | null }[];
  const holder = r.held > 0 && r.holder ? `, held back by the oldest open transaction: ${r.holder}` : '';
  return `relay: ${r.unpublished} stored events past its checkpoint (${r.held} behind an open transaction)${holder}`;
}

/** Every game of `gameIds` not yet finished, each described (`describeStalled`); what could not be read, said so. */
export async function stalledGames(sources: StalledSources, gameIds: readonly string[]): Promise<string> {
  const lines: string[] = [];
  const stalled: string[] = [];
  for (const id of gameIds) {
    try {
      const events = await sources.store.readStream(id);
      if (events.some((e) => e.type === 'SeedRevealed')) continue;
      stalled.push(id);
      const rows = sources.botDb
        ? ((await sources.botDb.query(`SELECT game FROM bot_games WHERE game_id = $1`, [id])) as { game: BotGame }[])
        : [];
      const served = sources.historyDb
        ? ((await sources.historyDb.query(`SELECT version FROM games WHERE game_id = $1`, [id])) as {
            version: number;
          }[])
        : [];
      const line = describeStalled(sources.registry, id, events, rows[0]?.game);
      lines.push(sources.historyDb ? `${line}\n  history serves v${served[0]?.version ?? '-'}` : line);
    } catch (error) {
      lines.push(`${id}: not read (${(error as Error).message})`);
    }
  }
  if (lines.length === 0) return 'every game finished';
  const relay = sources.engineDb
    ? await relayLine(sources.engineDb).catch((error: Error) => `relay: not read (${error.message})`)
    : undefined;
  const { topic } = sources;
  const onTopic = topic
    ? await topicLines(topic.kafka, topic.spec, topic.namespace, stalled).catch((error: Error) => [
        `topic: not read (${error.message})`,
      ])
    : [];
  return [`games not finished:`, ...lines, ...(relay ? [relay] : []), ...onTopic].join('\n');
}
