import { Command } from 'commander';
import { serverOptions } from '../options';
import type { ReplayOptions } from '../run/replay';

export const replayCommand = () =>
  serverOptions(
    new Command('replay')
      .description("Print a seat's (or a spectator's) view of a game as it stood after event --seq")
      .argument('<source>', 'an NDJSON export, or a game id to read from --server')
      .option('--seq <n>', 'after this event, from 1: the game is created by event 1 (default: the last)')
      .option('--seat <s>', 'the view of this seat, from 0')
      .option('--spectator', "a spectator's view: no seat's secrets")
      .option('--game <id>', 'the game, when the export holds several'),
  )
    .addHelpText(
      'after',
      `
The view is the ruleset's own (docs/schemas/<ruleset>/view.schema.json), folded here from the events.

Examples:
  empires replay games.ndjson --game 3f9c2b --seq 120 --seat 1
  empires replay 3f9c2b --server http://127.0.0.1:4000 --spectator`,
    )
    .action(async (source: string, options: ReplayOptions) =>
      (await import('../run/replay.js')).runReplay(source, options),
    );
