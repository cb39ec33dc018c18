import type { BotGame } from '@empires/bots';
import type { Database } from '@empires/database';
import { toActOf } from '@empires/engine-core';
import type { EventStore, StoredEvent } from '@empires/eventstore';
import type { RulesetRegistry } from '@empires/rules-kernel';
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

/** Where the lines' facts are read: the engine's store and the bot-runner's table (absent: not read). */
export interface StalledSources {
  readonly registry: RulesetRegistry;
  readonly store: EventStore;
  readonly botDb?: Database;
}

/** Every game of `gameIds` not yet finished, each described (`describeStalled`); what could not be read, said so. */
export async function stalledGames(sources: StalledSources, gameIds: readonly string[]): Promise<string> {
  const lines: string[] = [];
  for (const id of gameIds) {
    try {
      const events = await sources.store.readStream(id);
      if (events.some((e) => e.type === 'SeedRevealed')) continue;
      const rows = sources.botDb
        ? ((await sources.botDb.query(`SELECT game FROM bot_games WHERE game_id = $1`, [id])) as { game: BotGame }[])
        : [];
      lines.push(describeStalled(sources.registry, id, events, rows[0]?.game));
    } catch (error) {
      lines.push(`${id}: not read (${(error as Error).message})`);
    }
  }
  return lines.length ? `games not finished:\n${lines.join('\n')}` : 'every game finished';
}
