import { upcast } from '@empires/contracts';
import { canonicalJson, evolveGame, noGame, type GameState } from '@empires/engine-core';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { quoteIdent, type Queryable } from '@empires/database';

/** The read models set against the engine's event store: what a rebuild must reproduce. */
export interface Comparison {
  readonly engineGames: number;
  readonly historyGames: number;
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  /** Games whose event counts differ (engine version, history version, stored events). */
  readonly counts: readonly string[];
  /** Games whose final state differs from folding the engine's events. */
  readonly states: readonly string[];
  readonly ok: boolean;
}

const PAGE = 200;

/**
 * Compares with the game streams the engine publishes to history in its schema
 * (`game_streams_v1`, `game_events_v1`), read through history's own connection: by the rebuild
 * tool, never by the service. States are folded from the events as history folds them.
 */
export async function compareWithEngine(
  history: Queryable,
  engineSchema: string,
  registry: RulesetRegistry,
): Promise<Comparison> {
  const engine = quoteIdent(engineSchema);
  const engineRows = await history.query<{ id: string; version: number }>(
    `SELECT game_id AS id, version FROM ${engine}.game_streams_v1`,
  );
  // A game's runs must tile its seqs from 1: each starts right after the one before.
  const historyRows = await history.query<{ id: string; version: number; events: number; tiled: boolean }>(
    `SELECT g.game_id AS id, g.version, coalesce(r.events, 0) AS events, coalesce(r.tiled, true) AS tiled
       FROM games g LEFT JOIN (
         SELECT game_id, sum(last_seq - first_seq + 1)::int AS events, bool_and(first_seq = coalesce(before, 0) + 1) AS tiled
           FROM (SELECT game_id, first_seq, last_seq, lag(last_seq) OVER (PARTITION BY game_id ORDER BY first_seq) AS before FROM game_event_runs) runs
          GROUP BY game_id
       ) r USING (game_id)`,
  );
  const theirs = new Map(engineRows.map((r) => [r.id, r.version]));
  const ours = new Map(historyRows.map((r) => [r.id, r]));
  const missing = engineRows.filter((r) => !ours.has(r.id)).map((r) => r.id);
  const extra = historyRows.filter((r) => !theirs.has(r.id)).map((r) => r.id);
  const counts = historyRows
    .filter((r) => theirs.has(r.id) && (theirs.get(r.id) !== r.version || r.version !== r.events || !r.tiled))
    .map(
      (r) =>
        `${r.id}: engine ${theirs.get(r.id)}, history ${r.version}, stored events ${r.events}${r.tiled ? '' : ' with a gap or overlap'}`,
    );
  const common = historyRows.filter((r) => theirs.get(r.id) === r.version).map((r) => r.id);
  const states: string[] = [];
  for (let i = 0; i < common.length; i += PAGE)
    states.push(...(await compareStates(history, engine, registry, common.slice(i, i + PAGE))));
  return {
    engineGames: engineRows.length,
    historyGames: historyRows.length,
    missing,
    extra,
    counts,
    states,
    ok: missing.length + extra.length + counts.length + states.length === 0,
  };
}

async function compareStates(
  history: Queryable,
  engine: string,
  registry: RulesetRegistry,
  ids: readonly string[],
): Promise<string[]> {
  const events = await history.query<{ id: string; type: string; payload: unknown; schemaVersion: number | null }>(
    `SELECT game_id AS id, type, payload, schema_version AS "schemaVersion"
       FROM ${engine}.game_events_v1 WHERE game_id = ANY($1::text[]) ORDER BY game_id, seq`,
    [ids],
  );
  const folded = new Map<string, GameState>();
  for (const e of events) {
    const event = upcast({ type: e.type, payload: e.payload, schemaVersion: e.schemaVersion ?? 1 });
    folded.set(e.id, evolveGame(registry, folded.get(e.id) ?? noGame, event));
  }
  const stored = await history.query<{ id: string; state: GameState }>(
    `SELECT game_id AS id, state FROM game_states WHERE game_id = ANY($1::text[])`,
    [ids],
  );
  return stored
    .filter((s) => canonicalJson(s.state) !== canonicalJson(folded.get(s.id)))
    .map((s) => `${s.id}: final state differs`);
}

export function formatComparison(c: Comparison): string[] {
  const some = (label: string, list: readonly string[]) =>
    list.length ? [`  ${label} (${list.length}): ${list.slice(0, 5).join('; ')}${list.length > 5 ? '; ...' : ''}`] : [];
  return [
    `engine games: ${c.engineGames}, history games: ${c.historyGames}`,
    ...some('missing from history', c.missing),
    ...some('not in the engine', c.extra),
    ...some('event counts differ', c.counts),
    ...some('final states differ', c.states),
    c.ok
      ? 'read models match the event store: same games, same event counts, same final states'
      : 'read models DIFFER from the event store',
  ];
}
