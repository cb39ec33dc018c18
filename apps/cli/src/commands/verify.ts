import { Command } from 'commander';
import { serverOptions, type ServerOptions } from '../options';

export const verifyCommand = () =>
  serverOptions(
    new Command('verify')
      .description(
        'Re-derive every roll of finished games from their revealed seed and recompute the outcome: yes or no',
      )
      .argument('<source>', 'an NDJSON export, or a game id to read from --server')
      .option('--json', 'one JSON result per game'),
  )
    .addHelpText(
      'after',
      `
Exit code 0: every finished game verified; 1: a game differs (or none is over).

Examples:
  empires verify games.ndjson
  empires verify 3f9c2b --server http://127.0.0.1:4000`,
    )
    .action(async (source: string, options: ServerOptions & { json?: boolean }) =>
      (await import('../run/verify.js')).runVerify(source, options),
    );
