import { Command } from 'commander';
import { reportCommand, summarizeCommand, tablesCommand } from './commands/analysis';
import { exportCommand } from './commands/export';
import { ratingsCommand } from './commands/ratings';
import { registerCommand } from './commands/register';
import { replayCommand } from './commands/replay';
import { verifyCommand } from './commands/verify';

/** The command line: each command's options and help, its work loaded only when it runs. */
export const buildProgram = (): Command =>
  new Command('empires')
    .description("The Empires analyst's tool: export games, verify their dice, replay views, summarize and report")
    .version('0.1.0')
    .showHelpAfterError('(add --help for the options)')
    .addCommand(registerCommand())
    .addCommand(exportCommand())
    .addCommand(ratingsCommand())
    .addCommand(replayCommand())
    .addCommand(verifyCommand())
    .addCommand(summarizeCommand())
    .addCommand(tablesCommand())
    .addCommand(reportCommand());
