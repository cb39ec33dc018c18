import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How far a signature's time may lie from the receiver's clock, either way. A delivery captured on
 * its way is refused once it is older than this, so it cannot be replayed to the receiver later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmacOf = (secret: string, seconds: number, body: string): string =>
  createHmac('sha256', secret).update(`${seconds}.${body}`, 'utf8').digest('hex');

/**
 * The `X-Empires-Signature` header of a body sent at `at`, as Stripe signs:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the hook's secret>`. The time
 * is inside the HMAC, so a replay cannot carry a fresh one.
 */
export function signatureOf(secret: string, body: string, at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${hmacOf(secret, seconds, body)}`;
}

export interface VerifyOptions {
  /** The receiver's clock. */
  readonly now?: Date;
  readonly toleranceSeconds?: number;
}

/**
 * What a receiver does with the raw body and the header: reads its one `t` and its `v1` (any of
 * them, as Stripe's verifiers do, so the header may grow), refuses a time further than the
 * tolerance from its clock, and compares the recomputed HMAC in constant time.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  { now = new Date(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS }: VerifyOptions = {},
): boolean {
  if (typeof header !== 'string') return false;
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const times = pairs.filter(([key]) => key === 't').map(([, value]) => value);
  if (times.length !== 1 || !/^\d{1,12}$/.test(times[0])) return false;
  const seconds = Number(times[0]);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacOf(secret, seconds, body));
  return pairs
    .filter(([key]) => key === 'v1')
    .map(([, value = '']) => Buffer.from(value))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
