import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildTables,
  renderReport,
  summarize,
  summaryText,
  tableDefinitions,
  toCsv,
  toParquet,
  type Tables,
} from '@empires/analysis';
import { rulesetRegistry } from '@empires/rulesets';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { gamesFrom } from '../file-games';
import { serverOptions, type ServerOptions } from '../server';

const tablesOf = async (source: string, o: ServerOptions): Promise<Tables> =>
  buildTables(await gamesFrom(source, o), rulesetRegistry());

const sourceArgument = (c: Command) =>
  serverOptions(c.argument('<source>', 'an NDJSON export (`empires export`), or a game id to read from --server'));

export const summarizeCommand = () =>
  sourceArgument(
    new Command('summarize').description(
      'Win rates by seat, ruleset and bot policy with 95% Wilson intervals, and game lengths',
    ),
  )
    .option('--json', 'the summary as JSON')
    .addHelpText('after', '\nExample:\n  empires summarize games.ndjson')
    .action(async (source: string, o: ServerOptions & { json?: boolean }) => {
      const summary = summarize(await tablesOf(source, o));
      console.log(o.json ? JSON.stringify(summary, null, 2) : summaryText(summary));
    });

export const tablesCommand = () =>
  sourceArgument(
    new Command('tables').description(
      'Write the analysis tables (games, seats, moves, battles, dice) as Parquet and CSV',
    ),
  )
    .requiredOption('-o, --out <dir>', 'the folder to write them in (made if missing)')
    .option('-f, --format <formats>', 'parquet, csv or both, comma-separated', 'parquet,csv')
    .addHelpText(
      'after',
      '\nEvery column is described in docs/data/README.md.\n\nExample:\n  empires tables games.ndjson -o tables/\n  duckdb -c "SELECT seat, avg(won::int) FROM \'tables/seats.parquet\' GROUP BY seat"',
    )
    .action(async (source: string, o: ServerOptions & { out: string; format: string }) => {
      const formats = o.format.split(',').map((f) => f.trim());
      const unknown = formats.filter((f) => f !== 'parquet' && f !== 'csv');
      if (unknown.length) throw new UsageError(`--format ${unknown.join(',')}: give parquet, csv or parquet,csv`);
      const tables = await tablesOf(source, o);
      mkdirSync(o.out, { recursive: true });
      for (const def of tableDefinitions) {
        const rows = tables[def.name as keyof Tables];
        if (formats.includes('parquet'))
          writeFileSync(join(o.out, `${def.name}.parquet`), new Uint8Array(await toParquet(def, rows)));
        if (formats.includes('csv')) writeFileSync(join(o.out, `${def.name}.csv`), toCsv(def, rows));
        console.log(`${def.name}: ${rows.length} rows`);
      }
    });

export const reportCommand = () =>
  sourceArgument(
    new Command('report').description(
      'One self-contained HTML page with SVG charts: win rates, game lengths, dice against their odds',
    ),
  )
    .requiredOption('-o, --out <file>', 'the HTML file to write')
    .option('--title <text>', 'the page title')
    .addHelpText('after', '\nExample:\n  empires report games.ndjson -o report.html')
    .action(async (source: string, o: ServerOptions & { out: string; title?: string }) => {
      writeFileSync(o.out, renderReport(await tablesOf(source, o), { title: o.title }));
      console.log(`wrote ${o.out}`);
    });
