import type { Migration } from '@empires/database';

/** A table, and a game owed to the engine, may carry a clock (tournaments set one for every game). */
export const GameClocks1733000000000: Migration = {
  name: 'GameClocks1733000000000',
  async up(q) {
    await q.query(`ALTER TABLE games_to_create ADD COLUMN clock jsonb`);
    await q.query(`ALTER TABLE tables ADD COLUMN clock jsonb`);
  },
  async down(q) {
    await q.query(`ALTER TABLE games_to_create DROP COLUMN clock`);
    await q.query(`ALTER TABLE tables DROP COLUMN clock`);
  },
};
