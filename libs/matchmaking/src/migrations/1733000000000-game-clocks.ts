import type { Migration } from '@empires/database';

/** A game owed to the engine may carry a clock (tournaments set one for every game). */
export const GameClocks1733000000000: Migration = {
  name: 'GameClocks1733000000000',
  async up(q) {
    await q.query(`ALTER TABLE games_to_create ADD COLUMN clock jsonb`);
  },
  async down(q) {
    await q.query(`ALTER TABLE games_to_create DROP COLUMN clock`);
  },
};
