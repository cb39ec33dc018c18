import { Command } from 'commander';
import { serverOptions, type ServerOptions } from '../options';

export const registerCommand = () =>
  serverOptions(
    new Command('register')
      .description('Register a player on a server and print its token (for --token or EMPIRES_TOKEN)')
      .argument('<name>', 'the player name'),
  )
    .addHelpText(
      'after',
      '\nExample:\n  export EMPIRES_TOKEN=$(empires register analyst --server http://127.0.0.1:4000)',
    )
    .action(async (name: string, o: ServerOptions) => (await import('../run/register.js')).runRegister(name, o));
