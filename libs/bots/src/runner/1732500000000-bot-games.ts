import type { Migration } from '@empires/database';

/** The games the bot-runner plays seats in, each as its bot seats see it. */
export const BotGames1732500000000: Migration = {
  name: 'BotGames1732500000000',
  async up(q) {
    await q.query(`
      CREATE TABLE bot_games (
        game_id    text COLLATE "C" PRIMARY KEY,
        version    integer NOT NULL,
        active     boolean NOT NULL,
        game       jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX bot_games_active ON bot_games (game_id) WHERE active`);
  },

  async down(q) {
    await q.query(`DROP TABLE bot_games`);
  },
};
