import { openServiceDatabase, serviceRole, type Database } from '@empires/database';
import { testDatabaseUrl } from '@empires/testing';
import type { HistoryStack } from './history-stack';

/**
 * The settings a tournament run starts its services with: matchmaking's and the bot runner's
 * schemas on the stack's namespace (dropped with the stack) and a matcher that looks twice a second.
 */
export function tournamentSettings(h: HistoryStack) {
  const env = {
    ...h.env,
    MATCHMAKING_SCHEMA: `mm_${h.base.namespace}`,
    BOT_RUNNER_SCHEMA: `bots_${h.base.namespace}`,
    MATCH_INTERVAL_MS: '500',
  };
  h.ownSchema(env.MATCHMAKING_SCHEMA);
  h.ownSchema(env.BOT_RUNNER_SCHEMA);
  return env;
}

/** Matchmaking's schema as the service's own role sees it, for a test to read: the service migrates it. */
export const openMatchmakingSchema = (schema: string): Promise<Database> =>
  openServiceDatabase({ url: testDatabaseUrl(), role: serviceRole('matchmaking'), schema, migrations: [] });
