import { sqlMigration } from '@empires/database';

/**
 * An owed game the engine refused to create keeps its refusal (code and message) and is not sent
 * again: the engine answers a command id with its first result, so a resend only repeats it.
 */
export const RefusedGames1733400000000 = sqlMigration(
  'RefusedGames1733400000000',
  [`ALTER TABLE games_to_create ADD COLUMN refused text`],
  [`ALTER TABLE games_to_create DROP COLUMN refused`],
);
