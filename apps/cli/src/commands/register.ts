import { EmpiresClient } from '@empires/client';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { serverOptions, type ServerOptions } from '../server';

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
    .action(async (name: string, o: ServerOptions) => {
      const url = o.server ?? process.env.EMPIRES_SERVER;
      if (!url) throw new UsageError('no server: pass --server http://HOST:PORT or set EMPIRES_SERVER');
      const client = await EmpiresClient.register(name, { url: url.replace(/\/+$/, '') });
      console.log(client.token);
      await client.close();
    });
