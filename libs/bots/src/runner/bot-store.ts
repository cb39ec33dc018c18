import type { Database } from '@empires/database';
import { isActive, type BotGame } from '../bot-game';

/** The bot-runner's own table: where a restarted or rebalanced runner finds its games. */
export class BotStore {
  constructor(private readonly db: Database) {}

  async load(gameIds: readonly string[]): Promise<BotGame[]> {
    if (gameIds.length === 0) return [];
    const rows: { game: BotGame }[] = await this.db.query(
      `SELECT game FROM bot_games WHERE game_id = ANY($1::text[])`,
      [gameIds],
    );
    return rows.map((r) => r.game);
  }

  async active(): Promise<BotGame[]> {
    const rows: { game: BotGame }[] = await this.db.query(`SELECT game FROM bot_games WHERE active`);
    return rows.map((r) => r.game);
  }

  /** Writes games in one statement; a stored game further along is kept (another runner wrote it). */
  async save(games: readonly BotGame[]): Promise<void> {
    if (games.length === 0) return;
    const rows = games.map((g) => ({ game_id: g.gameId, version: g.version, active: isActive(g), game: g }));
    await this.db.query(
      `INSERT INTO bot_games (game_id, version, active, game)
       SELECT r.game_id, r.version, r.active, r.game FROM jsonb_to_recordset($1::jsonb) AS r(game_id text, version int, active boolean, game jsonb)
       ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version, active = EXCLUDED.active, game = EXCLUDED.game, updated_at = now()
       WHERE bot_games.version < EXCLUDED.version`,
      [JSON.stringify(rows)],
    );
  }
}
