import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildTables,
  latestRatings,
  parseRatings,
  ratingRow,
  ratingsTable,
  renderReport,
  summarize,
  summaryText,
  tableDefinitions,
  toCsv,
  toParquet,
  type Tables,
} from '@empires/analysis';
import { rulesetRegistry } from '@empires/rulesets';
import { UsageError } from '../errors';
import { gamesFrom } from '../file-games';
import type { ServerOptions } from '../options';

const ratingsOf = (path: string | undefined) => (path ? parseRatings(readFileSync(path, 'utf8')) : []);

const tablesOf = async (source: string, o: ServerOptions): Promise<Tables> =>
  buildTables(await gamesFrom(source, o), rulesetRegistry());

export async function runSummarize(source: string, o: ServerOptions & { json?: boolean }): Promise<void> {
  const summary = summarize(await tablesOf(source, o));
  console.log(o.json ? JSON.stringify(summary, null, 2) : summaryText(summary));
}

export async function runTables(
  source: string,
  o: ServerOptions & { out: string; format: string; ratings?: string },
): Promise<void> {
  const formats = o.format.split(',').map((f) => f.trim());
  const unknown = formats.filter((f) => f !== 'parquet' && f !== 'csv');
  if (unknown.length) throw new UsageError(`--format ${unknown.join(',')}: give parquet, csv or parquet,csv`);
  const tables = await tablesOf(source, o);
  mkdirSync(o.out, { recursive: true });
  const ratings = o.ratings ? [{ def: ratingsTable, rows: ratingsOf(o.ratings).map(ratingRow) }] : [];
  for (const { def, rows } of [
    ...tableDefinitions.map((def) => ({ def, rows: tables[def.name as keyof Tables] })),
    ...ratings,
  ]) {
    if (formats.includes('parquet'))
      writeFileSync(join(o.out, `${def.name}.parquet`), new Uint8Array(await toParquet(def, rows)));
    if (formats.includes('csv')) writeFileSync(join(o.out, `${def.name}.csv`), toCsv(def, rows));
    console.log(`${def.name}: ${rows.length} rows`);
  }
}

export async function runReport(
  source: string,
  o: ServerOptions & { out: string; title?: string; ratings?: string },
): Promise<void> {
  writeFileSync(
    o.out,
    renderReport(await tablesOf(source, o), { title: o.title, ratings: latestRatings(ratingsOf(o.ratings)) }),
  );
  console.log(`wrote ${o.out}`);
}
