import { summarize, type WinRate } from '../stats/summarize';
import { wilson } from '../stats/wilson';
import type { Row, Tables } from '../tables/definitions';
import { barChart, escape, histogram } from './svg';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const rateBars = (rates: readonly WinRate[]) =>
  rates.map((r) => ({
    label: r.group,
    value: r.rate,
    low: r.low,
    high: r.high,
    note: `${r.successes}/${r.trials} won, 95% interval ${pct(r.low)} to ${pct(r.high)}`,
  }));

// The 5% critical values of χ² for a fair d6 (5 degrees of freedom) and d20 (19).
const CHI2_95: Record<number, number> = { 6: 11.07, 20: 30.144 };

function diceSection(dice: readonly Row[]): string[] {
  const groups = new Map<string, number[]>();
  for (const d of dice) {
    const sides = d.sides as number;
    if (!(sides in CHI2_95)) continue;
    const key = `${d.ruleset} d${sides}`;
    const counts = groups.get(key) ?? Array.from({ length: sides }, () => 0);
    counts[(d.value as number) - 1]++;
    groups.set(key, counts);
  }
  return [...groups].map(([key, counts]) => {
    const n = counts.reduce((s, c) => s + c, 0);
    const expected = n / counts.length;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    const critical = CHI2_95[counts.length];
    const chart = barChart({
      title: `${key}: share of each face (${n} dice; red tick: exact odds 1/${counts.length})`,
      max: Math.min(1, (3 / counts.length) * 1.2),
      format: pct,
      bars: counts.map((c, i) => ({ label: `${i + 1}`, value: c / n, ...bounds(c, n), expected: 1 / counts.length })),
    });
    const verdict = chi2 > critical ? 'unlikely for fair dice (p < 0.05)' : 'consistent with fair dice';
    return `<figure>${chart}<figcaption>χ² = ${chi2.toFixed(2)} on ${counts.length - 1} degrees of freedom (5% critical value ${critical}): ${verdict}.</figcaption></figure>`;
  });
}

const bounds = (c: number, n: number) => {
  const w = wilson(c, n);
  return { low: w.low, high: w.high };
};

function lengthSection(games: readonly Row[]): string[] {
  const byRuleset = new Map<string, number[]>();
  for (const g of games)
    if (g.status === 'finished')
      byRuleset.set(g.ruleset as string, [...(byRuleset.get(g.ruleset as string) ?? []), g.moves as number]);
  return [...byRuleset].map(
    ([ruleset, values]) =>
      `<figure>${histogram({ title: `${ruleset}: game length (${values.length} finished games)`, values, unit: 'moves' })}</figure>`,
  );
}

/** A player's rating in a ruleset (`empires ratings`; the report takes each player's latest). */
export interface RatingPoint {
  readonly ruleset: string;
  readonly ordinal: number;
}

function ratingSection(ratings: readonly RatingPoint[]): string[] {
  const byRuleset = new Map<string, number[]>();
  for (const r of ratings) byRuleset.set(r.ruleset, [...(byRuleset.get(r.ruleset) ?? []), Math.round(r.ordinal)]);
  return [...byRuleset].map(
    ([ruleset, values]) =>
      `<figure>${histogram({ title: `${ruleset}: rating distribution (${values.length} players, ordinal μ−3σ)`, values, unit: 'ordinal' })}</figure>`,
  );
}

const section = (title: string, figures: readonly string[], empty: string) =>
  `<section><h2>${title}</h2>${figures.length ? figures.join('\n') : `<p class="empty">${empty}</p>`}</section>`;

/**
 * One self-contained HTML page (no script, no external file): win rates by seat order and by
 * bot policy with their 95% intervals, game lengths, dice faces against their exact odds, and
 * ratings when the export has them.
 */
export function renderReport(
  tables: Tables,
  options: { title?: string; ratings?: readonly RatingPoint[] } = {},
): string {
  const s = summarize(tables);
  // The title is the analyst's text (--title): as markup it broke the page or ran a script in it.
  const title = escape(options.title ?? 'Empires: analysis report');
  const rateChart = (name: string, rates: readonly WinRate[]) =>
    rates.length ? [`<figure>${barChart({ title: name, max: 1, format: pct, bars: rateBars(rates) })}</figure>`] : [];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2em auto;color:#222}figure{margin:1em 0}figcaption{font-size:13px;color:#444}.empty{color:#777}</style>
</head><body>
<h1>${title}</h1>
<p>${s.games} games, ${s.finished} finished; ${tables.moves.length} moves, ${tables.dice.length} dice. Win rates count finished games; whiskers are 95% Wilson intervals.</p>
${section('Win rate by seat order', rateChart('Win rate by seat (ruleset, seat, table size)', s.bySeat), 'No finished games.')}
${section('Win rate by bot policy', rateChart('Win rate by policy (players together)', s.byPolicy), 'No finished games with bots or players.')}
${section('Game length', lengthSection(tables.games), 'No finished games.')}
${section('Dice against exact odds', diceSection(tables.dice), 'No dice in this export.')}
${section('Ratings', ratingSection(options.ratings ?? []), 'No ratings in this export.')}
</body></html>
`;
}
