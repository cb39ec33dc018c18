import type { Database } from '@empires/database';
import type { CommandClient } from '@empires/messaging';
import type { UnitOfWork } from '../store/unit-of-work';

const SYSTEM = { kind: 'system' as const, service: 'matchmaking' };

export interface SeatToResign {
  readonly gameId: string;
  readonly seat: number;
}

/** Owed to the engine in the caller's transaction; `ResignationsOwed` sends them once it commits. */
export async function queueResignations(uow: UnitOfWork, seats: readonly SeatToResign[]): Promise<void> {
  if (seats.length === 0) return;
  await uow.query(
    `INSERT INTO seats_to_resign (game_id, seat) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT DO NOTHING`,
    [seats.map((s) => s.gameId), seats.map((s) => s.seat)],
  );
}

/**
 * Sends the engine the resignations matchmaking owes it, as the system: the engine lets the system
 * resign any seat, whoever plays it (its player, or a stand-in bot after a timeout). Only games the
 * engine has created are sent to (a game still owed is swept again later; one it refused to create
 * has nothing to resign). The command id is the seat's, so sending again after a crash, or from two
 * sweeps at once, answers with the first result. A refusal is final for the same reason; a game
 * over by then has nothing left to resign, and any other refusal (rules that allow no resignation
 * yet, as in warlords' set-up) is logged: that game goes on, to its clock or its end.
 */
export class ResignationsOwed {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandClient,
    private readonly onError: (error: unknown) => void,
  ) {}

  async sweep(): Promise<void> {
    try {
      const owed = await this.db.query<{ game_id: string; seat: number }>(
        `SELECT r.game_id, r.seat FROM seats_to_resign r JOIN games_to_create g USING (game_id)
          WHERE NOT r.answered AND g.created ORDER BY r.queued_at LIMIT 100`,
      );
      await Promise.all(owed.map((r) => this.resign(r.game_id, r.seat).catch(this.onError)));
    } catch (error) {
      this.onError(error);
    }
  }

  private async resign(gameId: string, seat: number): Promise<void> {
    const result = await this.commands.send(gameId, 'Resign', { seat }, SYSTEM, {
      commandId: `resign:${gameId}:${seat}`,
    });
    const refusal = result.status === 'accepted' ? null : `${result.code}: ${result.message}`;
    if (result.status === 'rejected' && result.code !== 'GAME_FINISHED')
      this.onError(new Error(`the engine refused to resign seat ${seat} of game ${gameId}: ${refusal}`));
    await this.db.query(`UPDATE seats_to_resign SET answered = true, refused = $3 WHERE game_id = $1 AND seat = $2`, [
      gameId,
      seat,
      refusal,
    ]);
  }
}
