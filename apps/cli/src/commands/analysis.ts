import { Command } from 'commander';
import { serverOptions, type ServerOptions } from '../options';

/** A command over a source of games: an export file or a game on the server. */
const sourceCommand = (name: string, description: string) =>
  serverOptions(
    new Command(name)
      .description(description)
      .argument('<source>', 'an NDJSON export (`empires export`), or a game id to read from --server'),
  );

export const summarizeCommand = () =>
  sourceCommand('summarize', 'Win rates by seat, ruleset and bot policy with 95% Wilson intervals, and game lengths')
    .option('--json', 'the summary as JSON')
    .addHelpText('after', '\nExample:\n  empires summarize games.ndjson')
    .action(async (source: string, o: ServerOptions & { json?: boolean }) =>
      (await import('../run/analysis.js')).runSummarize(source, o),
    );

export const tablesCommand = () =>
  sourceCommand('tables', 'Write the analysis tables (games, seats, moves, battles, dice) as Parquet and CSV')
    .requiredOption('-o, --out <dir>', 'the folder to write them in (made if missing)')
    .option('--ratings <file>', 'ratings over time from `empires ratings`: writes the ratings table too')
    .option('-f, --format <formats>', 'parquet, csv or both, comma-separated', 'parquet,csv')
    .addHelpText(
      'after',
      `
Every column is described in docs/data/README.md.

Example:
  empires tables games.ndjson -o tables/
  duckdb -c "SELECT seat, avg(won::int) FROM 'tables/seats.parquet' GROUP BY seat"`,
    )
    .action(async (source: string, o: ServerOptions & { out: string; format: string; ratings?: string }) =>
      (await import('../run/analysis.js')).runTables(source, o),
    );

export const reportCommand = () =>
  sourceCommand(
    'report',
    'One self-contained HTML page with SVG charts: win rates, game lengths, dice against their odds',
  )
    .requiredOption('-o, --out <file>', 'the HTML file to write')
    .option('--title <text>', 'the page title')
    .option('--ratings <file>', 'ratings from `empires ratings`: adds the rating distribution')
    .addHelpText('after', '\nExample:\n  empires report games.ndjson -o report.html')
    .action(async (source: string, o: ServerOptions & { out: string; title?: string; ratings?: string }) =>
      (await import('../run/analysis.js')).runReport(source, o),
    );
