import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { refuse } from '../requests/errors';
import { isGlobalUnicast } from './global-address';

/** Whether webhooks may reach private and loopback addresses: development and tests only. */
export const privateWebhooksAllowed = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.WEBHOOKS_ALLOW_PRIVATE === 'true' ||
  (env.WEBHOOKS_ALLOW_PRIVATE !== 'false' && ['development', 'test'].includes(env.NODE_ENV ?? ''));

/** Why a URL may not be delivered to, judging what it says (its address, if it names one), or undefined. */
export function urlProblem(url: string, allowPrivate: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'the URL is http or https';
  if (parsed.username || parsed.password) return 'the URL carries no credentials (the signature authenticates)';
  const host = hostOf(parsed);
  return allowPrivate || !isIP(host) || isGlobalUnicast(host) ? undefined : notPublic(host);
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');
const notPublic = (host: string) => `${host} is not a public address (private, loopback or special-purpose)`;

/** A host's addresses, resolved once; refused unless every one is public (private ones allowed aside). */
async function addressesOf(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const found = await lookup(host, { all: true }).catch(() => [] as LookupAddress[]);
  if (found.length === 0) throw new Error(`${host} does not resolve`);
  if (!allowPrivate && !found.every((a) => isGlobalUnicast(a.address))) throw new Error(notPublic(host));
  return found;
}

/**
 * How a webhook's connection finds its address: the name is resolved once, every answer checked,
 * and the connection made to the checked addresses (Host and TLS SNI stay the name). Checked apart
 * from the connection, a name answering a public address to the check and 127.0.0.1 to the
 * connection (DNS rebinding, TTL 0) was posted to inside the network.
 */
export const checkedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    addressesOf(hostname, allowPrivate).then(
      (found) => (options.all ? callback(null, found) : callback(null, found[0].address, found[0].family)),
      (error: Error) => callback(error, ''),
    );
  };

/** Why a URL may not be registered, or undefined; the host is resolved, so a name pointing inside is caught too. */
export async function destinationProblem(url: string, allowPrivate: boolean): Promise<string | undefined> {
  const problem = urlProblem(url, allowPrivate);
  if (problem !== undefined || allowPrivate) return problem;
  const host = hostOf(new URL(url));
  if (isIP(host)) return undefined;
  return addressesOf(host, false).then(
    () => undefined,
    (error: Error) => error.message,
  );
}

/** Refuses a URL a hook may not be registered with. */
export async function checkDestination(url: unknown, allowPrivate: boolean): Promise<string> {
  if (typeof url !== 'string' || url.length > 2000) return refuse('BAD_USER_INPUT', 'url is a string of up to 2000');
  const problem = await destinationProblem(url, allowPrivate);
  return problem ? refuse('BAD_USER_INPUT', `url: ${problem}`) : url;
}
