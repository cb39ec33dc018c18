import type { Migration } from '@empires/database';

/**
 * Tournaments live in their event streams (`tournament:<id>`); these tables only find them: a
 * list to browse, and which tournament a finished game belongs to.
 */
export const Tournaments1732700000000: Migration = {
  name: 'Tournaments1732700000000',
  async up(q) {
    await q.query(`
      CREATE TABLE tournaments (
        tournament_id text COLLATE "C" PRIMARY KEY, name text NOT NULL, organizer text NOT NULL, ruleset_id text NOT NULL,
        format text NOT NULL, status text NOT NULL, entrants integer NOT NULL, current_round integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX tournaments_by_status ON tournaments (status, created_at DESC)`);
    await q.query(
      `CREATE TABLE tournament_games (game_id text COLLATE "C" PRIMARY KEY, tournament_id text NOT NULL, round integer NOT NULL)`,
    );
  },

  async down(q) {
    for (const t of ['tournament_games', 'tournaments']) await q.query(`DROP TABLE ${t}`);
  },
};
