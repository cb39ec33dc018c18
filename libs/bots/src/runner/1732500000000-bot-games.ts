import { sqlMigration } from '@empires/database';

/** The games the bot-runner plays seats in, each as its bot seats see it. */
export const BotGames1732500000000 = sqlMigration(
  'BotGames1732500000000',
  [
    `
      CREATE TABLE bot_games (
        game_id    text COLLATE "C" PRIMARY KEY,
        version    integer NOT NULL,
        active     boolean NOT NULL,
        game       jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX bot_games_active ON bot_games (game_id) WHERE active`,
  ],
  [`DROP TABLE bot_games`],
);
