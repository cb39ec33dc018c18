import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refuse } from '../requests/errors';
import { isGlobalUnicast } from './global-address';

/** Whether webhooks may reach private and loopback addresses: development and tests only. */
export const privateWebhooksAllowed = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.WEBHOOKS_ALLOW_PRIVATE === 'true' ||
  (env.WEBHOOKS_ALLOW_PRIVATE !== 'false' && ['development', 'test'].includes(env.NODE_ENV ?? ''));

/** Why a URL may not be delivered to, or undefined; the host is resolved, so a name pointing inside is caught too. */
export async function destinationProblem(url: string, allowPrivate: boolean): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'the URL is http or https';
  if (parsed.username || parsed.password) return 'the URL carries no credentials (the signature authenticates)';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [] as string[],
      );
  if (addresses.length === 0) return `${host} does not resolve`;
  return addresses.every(isGlobalUnicast)
    ? undefined
    : `${host} is not a public address (private, loopback or special-purpose)`;
}

/** Refuses a URL a hook may not be registered with. */
export async function checkDestination(url: unknown, allowPrivate: boolean): Promise<string> {
  if (typeof url !== 'string' || url.length > 2000) return refuse('BAD_USER_INPUT', 'url is a string of up to 2000');
  const problem = await destinationProblem(url, allowPrivate);
  return problem ? refuse('BAD_USER_INPUT', `url: ${problem}`) : url;
}
