import { sqlMigration } from '@empires/database';

/**
 * Finished games' analyses: each seat's chance to win after every turn. Made on request and kept,
 * since playouts cost seconds of CPU a game. A row is never changed; a rebuild drops them with the
 * rest, and each is made again on request, the same (its seed comes from the game id).
 */
export const GameAnalyses1732400000003 = sqlMigration(
  'GameAnalyses1732400000003',
  [
    `
      CREATE TABLE game_analyses (
        game_id     text COLLATE "C" PRIMARY KEY,
        analysis    jsonb NOT NULL,
        millis      integer NOT NULL,
        analysed_at timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE game_analyses`],
);
