import { EmpiresClient } from '@empires/client';
import type { Command } from 'commander';
import { UsageError } from './errors';

export interface ServerOptions {
  readonly server?: string;
  readonly token?: string;
}

/** The options every command that talks to a server takes; the environment fills them in. */
export function serverOptions(command: Command): Command {
  return command
    .option('--server <url>', 'the server, e.g. http://127.0.0.1:4000 (default: $EMPIRES_SERVER)')
    .option('--token <token>', 'a player token, from `empires register <name>` (default: $EMPIRES_TOKEN)');
}

/** A client for the server the options name, acting with the token when there is one. */
export function connect(options: ServerOptions): EmpiresClient {
  const url = options.server ?? process.env.EMPIRES_SERVER;
  if (!url) throw new UsageError('no server: pass --server http://HOST:PORT or set EMPIRES_SERVER');
  const token = options.token ?? process.env.EMPIRES_TOKEN;
  return new EmpiresClient({ url: url.replace(/\/+$/, '').replace(/\/graphql$/, ''), ...(token ? { token } : {}) });
}
