import { dropEach, sqlMigration } from '@empires/database';

/**
 * Matchmaking's tables: profiles, ratings and their history, queues, private tables, the games
 * it must create, and what it knows of every game's seats (to rate its outcome exactly once).
 */
export const Matchmaking1732600000000 = sqlMigration(
  'Matchmaking1732600000000',
  [
    `CREATE TABLE players (player_id text COLLATE "C" PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
    `
      CREATE TABLE ratings (
        player_id text COLLATE "C" NOT NULL, ruleset_id text NOT NULL,
        mu float8 NOT NULL, sigma float8 NOT NULL, games integer NOT NULL, updated_at timestamptz NOT NULL,
        PRIMARY KEY (player_id, ruleset_id))`,
    `CREATE INDEX ratings_board ON ratings (ruleset_id, (mu - 3 * sigma) DESC)`,
    `
      CREATE TABLE rating_history (
        player_id text COLLATE "C" NOT NULL, ruleset_id text NOT NULL, game_id text NOT NULL,
        mu float8 NOT NULL, sigma float8 NOT NULL, rank integer NOT NULL, rated_at timestamptz NOT NULL,
        PRIMARY KEY (player_id, ruleset_id, game_id))`,
    `CREATE TABLE rated_games (game_id text COLLATE "C" PRIMARY KEY, rated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE game_seats (game_id text COLLATE "C" PRIMARY KEY, ruleset_id text NOT NULL, seats jsonb NOT NULL)`,
    `
      CREATE TABLE queue (
        player_id text COLLATE "C" NOT NULL, ruleset_id text NOT NULL, players integer NOT NULL,
        mu float8 NOT NULL, bot_fill boolean NOT NULL, bot_fill_after_ms integer NOT NULL, joined_at timestamptz NOT NULL,
        PRIMARY KEY (player_id, ruleset_id))`,
    `
      CREATE TABLE tables (
        table_id text COLLATE "C" PRIMARY KEY, code text NOT NULL UNIQUE, ruleset_id text NOT NULL, owner text NOT NULL,
        seats jsonb NOT NULL, options jsonb NOT NULL, status text NOT NULL, game_id text, created_at timestamptz NOT NULL DEFAULT now())`,
    `
      CREATE TABLE games_to_create (
        game_id text COLLATE "C" PRIMARY KEY, ruleset_id text NOT NULL, seats jsonb NOT NULL, options jsonb NOT NULL,
        created boolean NOT NULL DEFAULT false, queued_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX games_pending ON games_to_create (queued_at) WHERE NOT created`,
  ],
  dropEach('TABLE', [
    'games_to_create',
    'tables',
    'queue',
    'game_seats',
    'rated_games',
    'rating_history',
    'ratings',
    'players',
  ]),
);
