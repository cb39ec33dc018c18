import argon2 from 'argon2';
import { gqlError } from '../errors';

const SHORTEST = 8;
const LONGEST = 200;

/**
 * OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): as strong against guessing as its other
 * settings, at a cost a gateway pays on every sign-in without starving the moves beside it.
 */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Passwords are hashed here at the door and checked here: neither a password nor its absence
 * travels further. The parameters travel inside each hash, so they can be raised later.
 */
export async function hashPassword(password: string): Promise<string> {
  if (password.length < SHORTEST || password.length > LONGEST)
    throw gqlError('BAD_USER_INPUT', `a password is ${SHORTEST} to ${LONGEST} characters`);
  return argon2.hash(password, ARGON2);
}

/** A hash to check against when the name has none, so that a wrong name costs as long as a wrong password. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (password.length > LONGEST) return false;
  decoy ??= argon2.hash('no account has this password', ARGON2);
  const checked = await argon2.verify(hash ?? (await decoy), password).catch(() => false);
  return checked && hash !== undefined;
}
