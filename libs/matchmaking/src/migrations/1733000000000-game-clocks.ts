import { sqlMigration } from '@empires/database';

/** A table, and a game owed to the engine, may carry a clock (tournaments set one for every game). */
export const GameClocks1733000000000 = sqlMigration(
  'GameClocks1733000000000',
  [`ALTER TABLE games_to_create ADD COLUMN clock jsonb`, `ALTER TABLE tables ADD COLUMN clock jsonb`],
  [`ALTER TABLE games_to_create DROP COLUMN clock`, `ALTER TABLE tables DROP COLUMN clock`],
);
