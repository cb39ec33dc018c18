import argon2 from 'argon2';
import { gqlError } from '../errors';

const SHORTEST = 8;
const LONGEST = 200;

/**
 * Passwords are hashed here at the door with argon2id (the library's defaults: 64 MiB, 3 passes)
 * and checked here: neither a password nor its absence travels further.
 */
export async function hashPassword(password: string): Promise<string> {
  if (password.length < SHORTEST || password.length > LONGEST)
    throw gqlError('BAD_USER_INPUT', `a password is ${SHORTEST} to ${LONGEST} characters`);
  return argon2.hash(password, { type: argon2.argon2id });
}

/** A hash to check against when the name has none, so that a wrong name costs as long as a wrong password. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (password.length > LONGEST) return false;
  decoy ??= argon2.hash('no account has this password', { type: argon2.argon2id });
  const checked = await argon2.verify(hash ?? (await decoy), password).catch(() => false);
  return checked && hash !== undefined;
}
