import { Command, Option } from 'commander';
import { serverOptions } from '../options';
import type { ExportOptions } from '../run/export';

export const exportCommand = () =>
  serverOptions(
    new Command('export')
      .description('Export games and their events from a server (GraphQL API) or from an export file, filtered')
      .option('--from <file>', 'filter an NDJSON export instead of reading a server')
      .option('-o, --out <file>', 'where to write (default: stdout; Parquet needs a file)')
      .addOption(
        new Option('-f, --format <format>', 'ndjson, csv or parquet')
          .choices(['ndjson', 'csv', 'parquet'])
          .default('ndjson'),
      )
      .option('--resume', 'continue a cut-off export of --out after the last game it wrote')
      .option('--force', 'overwrite --out if it exists')
      .option('--ruleset <id>', 'only this ruleset (`risk-empires` or `risk-empires@1.2.0`)')
      .option('--player <id>', 'only games where this player holds a seat')
      .option('--tournament <id>', 'only the games of this tournament (from a server)')
      .option('--since <date>', 'only games created at or after (ISO date or timestamp)')
      .option('--until <date>', 'only games created before')
      .addOption(
        new Option('--status <status>', 'only games in this status').choices([
          'open',
          'playing',
          'finished',
          'aborted',
        ]),
      )
      .option('--concurrency <n>', 'games fetched at once from a server', '8'),
  )
    .addHelpText(
      'after',
      `
Examples:
  empires export --server http://127.0.0.1:4000 --token $TOKEN --ruleset risk-empires --status finished -o games.ndjson
  empires export --resume -o games.ndjson --server http://127.0.0.1:4000      # after a cut
  empires export --from games.ndjson --since 2026-01-01 -f parquet -o games.parquet

A game finished or aborted comes whole (its seed revealed, its moves as submitted); a running
game as the token's player may see it. A progress line with games/s and events/s goes to stderr.`,
    )
    .action(async (options: ExportOptions) => (await import('../run/export.js')).runExport(options));
