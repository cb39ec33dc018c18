import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** What is stored for a refresh or personal token: its SHA-256, so a copy of the database signs nobody in. */
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

const random = (): string => randomBytes(32).toString('base64url');

/** A refresh token: 256 random bits, spent at its first use. */
export const newRefreshToken = (): string => `rt_${random()}`;

export const newSessionId = (): string => `s_${randomUUID().replace(/-/g, '')}`;

export const newPlayerId = (): string => `p_${randomUUID().replace(/-/g, '')}`;

const PERSONAL = /^emp_(t_[0-9a-f]{32})_([\w-]{43})$/;

/** A personal token names its row (`t_…`) and carries the secret the row's hash checks. */
export function newPersonalToken(): { tokenId: string; token: string } {
  const tokenId = `t_${randomUUID().replace(/-/g, '')}`;
  return { tokenId, token: `emp_${tokenId}_${random()}` };
}

export function personalTokenParts(token: string): { tokenId: string; tokenHash: string } | undefined {
  const match = PERSONAL.exec(token);
  return match ? { tokenId: match[1], tokenHash: hashOf(token) } : undefined;
}
