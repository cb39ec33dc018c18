import type { Command } from 'commander';

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
