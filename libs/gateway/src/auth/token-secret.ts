const DEVELOPMENT_SECRET = 'empires-development-secret';
const SHORTEST_SECRET = 32;

/**
 * Gateways of one deployment share `EMPIRES_TOKEN_SECRET`. A fixed one serves development; in
 * production (`NODE_ENV=production`) there is none: a gateway without a secret of its own, or with
 * a short one, refuses to start rather than sign tokens anyone could forge.
 */
export function tokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.EMPIRES_TOKEN_SECRET;
  if (env.NODE_ENV !== 'production') return secret ?? DEVELOPMENT_SECRET;
  if (!secret || secret === DEVELOPMENT_SECRET || secret.length < SHORTEST_SECRET)
    throw new Error(`EMPIRES_TOKEN_SECRET must be set to ${SHORTEST_SECRET} or more characters in production`);
  return secret;
}
