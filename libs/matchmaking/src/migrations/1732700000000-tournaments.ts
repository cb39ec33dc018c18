import { dropEach, sqlMigration } from '@empires/database';

/**
 * Tournaments live in their event streams (`tournament:<id>`); these tables only find them: a
 * list to browse, and which tournament a finished game belongs to.
 */
export const Tournaments1732700000000 = sqlMigration(
  'Tournaments1732700000000',
  [
    `
      CREATE TABLE tournaments (
        tournament_id text COLLATE "C" PRIMARY KEY, name text NOT NULL, organizer text NOT NULL, ruleset_id text NOT NULL,
        format text NOT NULL, status text NOT NULL, entrants integer NOT NULL, current_round integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX tournaments_by_status ON tournaments (status, created_at DESC)`,
    `CREATE TABLE tournament_games (game_id text COLLATE "C" PRIMARY KEY, tournament_id text NOT NULL, round integer NOT NULL)`,
  ],
  dropEach('TABLE', ['tournament_games', 'tournaments']),
);
