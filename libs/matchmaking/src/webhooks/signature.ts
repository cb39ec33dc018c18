import { createHmac, timingSafeEqual } from 'node:crypto';

/** The `X-Empires-Signature` header of a body: HMAC-SHA256 of the raw bytes under the hook's secret, as GitHub signs. */
export const signatureOf = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** What a receiver does: recompute and compare in constant time. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
