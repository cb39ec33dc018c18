import type { AnyRuleset } from '@empires/rules-kernel';
import type { Policy } from '../policy';
import { playMatch } from './match';
import { wilson } from './stats';

export interface SeriesSetup {
  readonly ruleset: AnyRuleset;
  /** Policy specs, dealt round the seats; each game turns the deal one seat further. */
  readonly specs: readonly string[];
  readonly policyOf: (spec: string) => Policy | undefined;
  readonly games: number;
  readonly players: number;
  readonly seed: number;
  readonly options: unknown;
  readonly now: () => number;
  readonly maxCommands?: number;
  /** Called after each game, for progress. */
  readonly onGame?: (game: GameRecord) => void;
  /** Asked before each game: true ends the series there (a time budget, say). */
  readonly stop?: () => boolean;
  /** Play only the games whose index is `index` modulo `count`: one share of the series, for parallel workers. */
  readonly shard?: Shard;
}

export interface Shard {
  readonly index: number;
  readonly count: number;
}

export interface GameRecord {
  readonly index: number;
  readonly seed: number;
  /** The spec of each seat. */
  readonly seats: readonly string[];
  /** Rank per seat (1 = first); empty when the game was stopped unfinished. */
  readonly ranks: readonly number[];
  readonly reason: string;
  readonly commands: number;
}

export interface Tally {
  readonly spec: string;
  /** Seats played (one per game in a two-policy, two-player series). */
  readonly seats: number;
  /** Seats that ranked first alone. */
  readonly wins: number;
  /** Seats that shared first place, or whose game was stopped unfinished. */
  readonly draws: number;
  readonly decisions: number;
  readonly thinking: number;
  readonly faults: number;
}

type Counting = { -readonly [K in keyof Tally]: Tally[K] };

export interface SeriesResult {
  readonly games: readonly GameRecord[];
  readonly tallies: readonly Tally[];
}

/**
 * Games between policies with the seats rotated: each seed is played once per rotation of the
 * deal, so every policy sits in every seat equally often on the same dice.
 */
export function runSeries(x: SeriesSetup): SeriesResult {
  const tallies = new Map<string, Counting>(
    x.specs.map((spec) => [spec, { spec, seats: 0, wins: 0, draws: 0, decisions: 0, thinking: 0, faults: 0 }]),
  );
  const games: GameRecord[] = [];
  const shard = x.shard ?? { index: 0, count: 1 };
  for (let g = shard.index; g < x.games && !x.stop?.(); g += shard.count) {
    const seed = x.seed + Math.floor(g / x.specs.length);
    const seats = Array.from({ length: x.players }, (_, i) => x.specs[(i + g) % x.specs.length]);
    const policies = seats.map((spec) => {
      const p = x.policyOf(spec);
      if (!p) throw new Error(`no policy ${spec} for ${x.ruleset.id}`);
      return p;
    });
    const result = playMatch({
      ruleset: x.ruleset,
      policies,
      options: x.options,
      seed,
      now: x.now,
      maxCommands: x.maxCommands,
    });
    const ranks = result.outcome?.ranks ?? [];
    const firsts = ranks.filter((r) => r === 1).length;
    seats.forEach((spec, seat) => {
      const t = tallies.get(spec) as Counting;
      const r = result.seats[seat];
      t.seats++;
      if (ranks[seat] === 1 && firsts === 1) t.wins++;
      else if (ranks.length === 0 || ranks[seat] === 1) t.draws++;
      t.decisions += r.decisions;
      t.thinking += r.thinking;
      t.faults += r.faults;
    });
    const record = {
      index: g,
      seed,
      seats,
      ranks,
      reason: result.outcome?.reason ?? 'stopped unfinished',
      commands: result.commands,
    };
    games.push(record);
    x.onGame?.(record);
  }
  return { games, tallies: [...tallies.values()] };
}

/**
 * The tallies of a whole series from those of its shares: counts and times add up. The result is the series'
 * (its order that of `specs`), whichever worker played which game.
 */
export function mergeTallies(specs: readonly string[], parts: readonly (readonly Tally[])[]): Tally[] {
  return [...new Set(specs)].map((spec) => {
    const mine = parts.flatMap((p) => p.filter((t) => t.spec === spec));
    const sum = (key: Exclude<keyof Tally, 'spec'>) => mine.reduce((n, t) => n + t[key], 0);
    return {
      spec,
      seats: sum('seats'),
      wins: sum('wins'),
      draws: sum('draws'),
      decisions: sum('decisions'),
      thinking: sum('thinking'),
      faults: sum('faults'),
    };
  });
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A table of win rates with 95% Wilson intervals and mean decision times. */
export function formatTallies(tallies: readonly Tally[]): string {
  const rows = tallies.map((t) => {
    const ci = wilson(t.wins, t.seats);
    const mean = t.decisions ? t.thinking / t.decisions : 0;
    return [
      t.spec,
      `${t.seats}`,
      `${t.wins}`,
      `${t.draws}`,
      pct(t.seats ? t.wins / t.seats : 0),
      `[${pct(ci.low)}, ${pct(ci.high)}]`,
      `${mean.toFixed(2)} ms`,
      `${t.decisions}`,
      `${t.faults}`,
    ];
  });
  const head = [
    'policy',
    'seats',
    'wins',
    'draws',
    'win rate',
    '95% CI (Wilson)',
    'mean decision',
    'decisions',
    'faults',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ')).join('\n');
}
