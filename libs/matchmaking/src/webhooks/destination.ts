import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { refuse } from '../requests/errors';

/**
 * Addresses a webhook may not reach outside development: loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unique-local and unspecified. Without this a
 * registered URL is a way into the server's own network.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

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
  return addresses.some(isPrivateAddress) ? `${host} is a private or loopback address` : undefined;
}

/** Refuses a URL a hook may not be registered with. */
export async function checkDestination(url: unknown, allowPrivate: boolean): Promise<string> {
  if (typeof url !== 'string' || url.length > 2000) return refuse('BAD_USER_INPUT', 'url is a string of up to 2000');
  const problem = await destinationProblem(url, allowPrivate);
  return problem ? refuse('BAD_USER_INPUT', `url: ${problem}`) : url;
}
