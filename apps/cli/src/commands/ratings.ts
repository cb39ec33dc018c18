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
Feed it to tables (the ratings table) and report (the rating distribution):
  empires ratings --ruleset risk-empires -o ratings.ndjson
  empires tables games.ndjson --ratings ratings.ndjson -o tables/
  empires report games.ndjson --ratings ratings.ndjson -o report.html`,
    )
    .action(async (o: RatingsOptions) => (await import('../run/ratings.js')).runRatings(o));
