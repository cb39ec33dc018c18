import { EmpiresClient } from '@empires/client';
import { UsageError } from './errors';
import type { ServerOptions } from './options';

/** A client for the server the options name, acting with the token when there is one. */
export function connect(options: ServerOptions): EmpiresClient {
  const url = options.server ?? process.env.EMPIRES_SERVER;
  if (!url) throw new UsageError('no server: pass --server http://HOST:PORT or set EMPIRES_SERVER');
  const token = options.token ?? process.env.EMPIRES_TOKEN;
  return new EmpiresClient({ url: url.replace(/\/+$/, '').replace(/\/graphql$/, ''), ...(token ? { token } : {}) });
}
