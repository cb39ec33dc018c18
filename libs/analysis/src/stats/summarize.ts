import type { Row, Tables } from '../tables/definitions';
import { wilson, type Proportion } from './wilson';

export interface WinRate extends Proportion {
  /** What the rate is of: `risk-empires seat 0 of 2`, `bot random`. */
  readonly group: string;
}

export interface Spread {
  readonly group: string;
  readonly n: number;
  readonly min: number;
  readonly median: number;
  readonly mean: number;
  readonly max: number;
}

export interface Summary {
  readonly games: number;
  readonly finished: number;
  readonly bySeat: readonly WinRate[];
  readonly byRuleset: readonly WinRate[];
  readonly byPolicy: readonly WinRate[];
  readonly moves: readonly Spread[];
  readonly durationSeconds: readonly Spread[];
}

function rates(seats: readonly Row[], key: (r: Row) => string | null): WinRate[] {
  const counts = new Map<string, { wins: number; games: number }>();
  for (const r of seats) {
    const group = key(r);
    if (group === null) continue;
    const c = counts.get(group) ?? { wins: 0, games: 0 };
    c.games++;
    if (r.won) c.wins++;
    counts.set(group, c);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([group, c]) => ({ group, ...wilson(c.wins, c.games) }));
}

function spread(values: readonly number[], group: string): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    group,
    n: sorted.length,
    min: sorted[0],
    median,
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
    max: sorted[sorted.length - 1],
  };
}

function spreads(games: readonly Row[], column: string): Spread[] {
  const byRuleset = new Map<string, number[]>();
  for (const g of games) {
    const value = g[column];
    if (typeof value !== 'number') continue;
    byRuleset.set(g.ruleset as string, [...(byRuleset.get(g.ruleset as string) ?? []), value]);
  }
  return [...byRuleset].sort(([a], [b]) => a.localeCompare(b)).map(([group, values]) => spread(values, group));
}

/**
 * Win rates (finished games only) by seat order within a ruleset and table size, by ruleset
 * (seats of players and bots alike: the share of seats that won) and by bot policy, each with
 * its 95% Wilson interval; game lengths in moves and in seconds.
 */
export function summarize(tables: Tables): Summary {
  const finishedGames = tables.games.filter((g) => g.status === 'finished');
  const finished = new Set(finishedGames.map((g) => g.game_id));
  const seats = tables.seats.filter((s) => finished.has(s.game_id as string));
  return {
    games: tables.games.length,
    finished: finished.size,
    bySeat: rates(seats, (r) => `${r.ruleset} seat ${r.seat} of ${r.seats}`),
    byRuleset: rates(seats, (r) => `${r.ruleset}`),
    byPolicy: rates(seats, (r) =>
      r.bot_policy === null ? (r.holder === 'player' ? 'player' : null) : `bot ${r.bot_policy}`,
    ),
    moves: spreads(finishedGames, 'moves'),
    durationSeconds: spreads(finishedGames, 'duration_s'),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => (Number.isInteger(x) ? `${x}` : x.toFixed(1));

/** The summary as text tables for a terminal. */
export function summaryText(s: Summary): string {
  const rateLines = (title: string, list: readonly WinRate[]) => [
    `${title}`,
    ...list.map(
      (r) =>
        `  ${r.group.padEnd(34)} ${pct(r.rate).padStart(6)}  [${pct(r.low)}, ${pct(r.high)}]  ${r.successes}/${r.trials}`,
    ),
    ...(list.length ? [] : ['  (no finished games)']),
  ];
  const spreadLines = (title: string, list: readonly Spread[]) => [
    `${title}`,
    ...list.map(
      (x) =>
        `  ${x.group.padEnd(14)} n=${x.n}  min ${num(x.min)}  median ${num(x.median)}  mean ${num(x.mean)}  max ${num(x.max)}`,
    ),
    ...(list.length ? [] : ['  (no finished games)']),
  ];
  return [
    `${s.games} games, ${s.finished} finished (win rates: finished games; 95% Wilson intervals)`,
    ...rateLines('Win rate by seat', s.bySeat),
    ...rateLines('Win rate by ruleset (share of seats that won)', s.byRuleset),
    ...rateLines('Win rate by bot policy', s.byPolicy),
    ...spreadLines('Game length (moves)', s.moves),
    ...spreadLines('Game length (seconds)', s.durationSeconds),
  ].join('\n');
}
