import { MILLENNIUM } from '../data/millennium';
import { DESIGN_HANDICAPS, HANDICAPS } from '../rules/handicaps';
import type { GameStats } from './game-stats';

export interface Mean {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
}

export interface EmpireFigures {
  readonly id: string;
  /** Final VP when the rules played it (not a seat's empire), and when a seat did. */
  readonly independent: Mean;
  readonly seated: Mean;
  /** The design's table (M26.5) and the one new games use. */
  readonly handicap: number;
  readonly handicapNow: number;
  /** M26.5 calibration: mean VP of the best empire minus this one's, both played by the rules… */
  readonly calibrated: number | null;
  /** …and both played by seats (meaningful when the seats play a real policy); null without games to count. */
  readonly calibratedSeated: number | null;
}

export interface ChangeFigures {
  /** Empire-rounds counted. */
  readonly rounds: number;
  /** Share of empire-rounds with at least one area gained / lost. */
  readonly gainedShare: number;
  readonly lostShare: number;
  /** Areas gained / lost per empire-round. */
  readonly gainedMean: number;
  readonly lostMean: number;
}

export interface Summary {
  readonly games: number;
  readonly exceptions: number;
  readonly firstErrors: readonly string[];
  readonly brokenGames: number;
  readonly breakEvents: number;
  readonly firstBreaks: readonly string[];
  readonly events: number;
  readonly commands: number;
  readonly independents: ChangeFigures;
  readonly seatEmpires: ChangeFigures;
  readonly empires: readonly EmpireFigures[];
  /** Largest minus smallest mean final VP among empires played by the rules. */
  readonly spread: number;
  /** Same spread once each empire's handicap is added: the design's table, and the one new games use. */
  readonly spreadWithHandicaps: number;
  readonly spreadWithHandicapsNow: number;
}

/** Mean and sample standard deviation. */
export function mean(xs: readonly number[]): Mean {
  const n = xs.length;
  if (n === 0) return { n, mean: 0, sd: 0 };
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1);
  return { n, mean: m, sd: Math.sqrt(v) };
}

function changes(games: readonly GameStats[], independent: boolean): ChangeFigures {
  let rounds = 0;
  let gainedRounds = 0;
  let lostRounds = 0;
  let gained = 0;
  let lost = 0;
  for (const g of games)
    for (const r of g.rounds)
      r.independent.forEach((ind, e) => {
        if (ind !== independent || (!ind && !g.seated[e])) return;
        rounds++;
        gained += r.gained[e];
        lost += r.lost[e];
        if (r.gained[e] > 0) gainedRounds++;
        if (r.lost[e] > 0) lostRounds++;
      });
  const per = (x: number) => (rounds ? x / rounds : 0);
  return {
    rounds,
    gainedShare: per(gainedRounds),
    lostShare: per(lostRounds),
    gainedMean: per(gained),
    lostMean: per(lost),
  };
}

/** Figures of a batch of simulated games: failures, area changes per round, VP per empire and the handicap check (M26.5). */
export function summarize(games: readonly GameStats[]): Summary {
  const finished = games.filter((g) => !g.error);
  const empires = MILLENNIUM.empires.map((e, i) => {
    const independent = mean(
      finished.filter((g) => !g.seated[i] && g.finalStatus[i] !== undefined).map((g) => g.finalVP[i]),
    );
    const seated = mean(finished.filter((g) => g.seated[i]).map((g) => g.finalVP[i]));
    return {
      id: e.id,
      independent,
      seated,
      handicap: DESIGN_HANDICAPS[i],
      handicapNow: HANDICAPS[i],
      calibrated: null,
      calibratedSeated: null,
    };
  });
  const played = empires.filter((e) => e.independent.n > 0);
  const best = Math.max(...played.map((e) => e.independent.mean));
  const bestSeated = Math.max(0, ...empires.filter((e) => e.seated.n > 0).map((e) => e.seated.mean));
  const worst = Math.min(...played.map((e) => e.independent.mean));
  const withH = played.map((e) => e.independent.mean + e.handicap);
  const withNow = played.map((e) => e.independent.mean + e.handicapNow);
  return {
    games: games.length,
    exceptions: games.filter((g) => g.error).length,
    firstErrors: games
      .filter((g) => g.error)
      .slice(0, 5)
      .map((g) => `seed ${g.seed}: ${g.error}`),
    brokenGames: games.filter((g) => g.breakCount > 0).length,
    breakEvents: games.reduce((n, g) => n + g.breakCount, 0),
    firstBreaks: games.flatMap((g) => g.breaks.map((b) => `seed ${g.seed}: ${b}`)).slice(0, 5),
    events: games.reduce((n, g) => n + g.events, 0),
    commands: games.reduce((n, g) => n + g.commands, 0),
    independents: changes(finished, true),
    seatEmpires: changes(finished, false),
    empires: empires.map((e) => ({
      ...e,
      calibrated: e.independent.n ? Math.round(best - e.independent.mean) : null,
      calibratedSeated: e.seated.n ? Math.round(bestSeated - e.seated.mean) : null,
    })),
    spread: played.length ? best - worst : 0,
    spreadWithHandicaps: played.length ? Math.max(...withH) - Math.min(...withH) : 0,
    spreadWithHandicapsNow: played.length ? Math.max(...withNow) - Math.min(...withNow) : 0,
  };
}

const f1 = (x: number) => x.toFixed(1);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The summary as Markdown tables, for the README and the console. */
export function summaryMarkdown(s: Summary, title: string): string {
  const change = (name: string, c: ChangeFigures) =>
    `| ${name} | ${c.rounds} | ${pct(c.gainedShare)} | ${pct(c.lostShare)} | ${c.gainedMean.toFixed(2)} | ${c.lostMean.toFixed(2)} |`;
  return [
    `### ${title}`,
    '',
    `${s.games} games, ${s.commands} commands, ${s.events} events; exceptions: ${s.exceptions}; games with a broken invariant: ${s.brokenGames} (${s.breakEvents} events).`,
    ...s.firstErrors.map((e) => `* exception: ${e}`),
    ...s.firstBreaks.map((e) => `* broken: ${e}`),
    '',
    '| empires | empire-rounds | rounds with a gain | rounds with a loss | areas gained / round | areas lost / round |',
    '|---|---|---|---|---|---|',
    change('Independent (S001 33.2)', s.independents),
    change('run by a seat', s.seatEmpires),
    '',
    "| empire | final VP, played by the rules (n: mean ± sd) | final VP, a seat's empire | design handicap | handicap of new games | M26.5 from the rules' play | M26.5 from the seats' play |",
    '|---|---|---|---|---|---|---|',
    ...s.empires.map(
      (e) =>
        `| ${e.id} | ${e.independent.n}: ${f1(e.independent.mean)} ± ${f1(e.independent.sd)} | ${e.seated.n}: ${f1(e.seated.mean)} ± ${f1(e.seated.sd)} | ${e.handicap} | ${e.handicapNow} | ${e.calibrated ?? '—'} | ${e.calibratedSeated ?? '—'} |`,
    ),
    '',
    `Spread of mean final VP between empires played by the rules: ${f1(s.spread)}; with the design handicaps added: ${f1(s.spreadWithHandicaps)}; with the handicaps of new games: ${f1(s.spreadWithHandicapsNow)}.`,
  ].join('\n');
}
