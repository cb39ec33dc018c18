import { Command } from 'commander';
import { serverOptions } from '../options';
import type { RatingsOptions } from '../run/ratings';

export const ratingsCommand = () =>
  serverOptions(
    new Command('ratings')
      .description("Export ratings over time: each leaderboard player's rating after every rated game of a ruleset")
      .requiredOption('--ruleset <id>', 'the ruleset, e.g. risk-empires')
      .option('--first <n>', 'players from the top of the leaderboard', '200')
      .option('-o, --out <file>', 'where to write the NDJSON (default: stdout)'),
  )
    .addHelpText(
      'after',
      `
Examples:
  empires ratings --ruleset risk-empires -o ratings.ndjson
  empires tables games.ndjson --ratings ratings.ndjson -o tables/
  empires report games.ndjson --ratings ratings.ndjson -o report.html

tables writes them as the ratings table; report draws their distribution.`,
    )
    .action(async (o: RatingsOptions) => (await import('../run/ratings.js')).runRatings(o));
