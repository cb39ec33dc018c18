import { EmpiresClient } from '@empires/client';
import { UsageError } from '../errors';
import type { ServerOptions } from '../options';

export async function runRegister(name: string, o: ServerOptions): Promise<void> {
  const url = o.server ?? process.env.EMPIRES_SERVER;
  if (!url) throw new UsageError('no server: pass --server http://HOST:PORT or set EMPIRES_SERVER');
  const client = await EmpiresClient.register(name, { url: url.replace(/\/+$/, '') });
  console.log(client.token);
  await client.close();
}
