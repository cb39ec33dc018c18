import { createHash, randomBytes } from 'node:crypto';

/** A game's dice secret: 128 random bits as hex, and the hash published at creation. */
export function drawSecret(): { secret: string; seedHash: string } {
  const secret = randomBytes(16).toString('hex');
  return { secret, seedHash: hashSecret(secret) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
