import type { UnitOfWork } from '../store/unit-of-work';

export type CreateSeat = { readonly kind: string; readonly playerId?: string; readonly policy?: string };

/**
 * A game matchmaking owes the engine, written in the same transaction as the match or table
 * that calls for it; sent after the commit and marked when the engine accepts it, so a crash in
 * between only sends it again (the command id makes that harmless).
 */
export async function queueGame(
  uow: UnitOfWork,
  gameId: string,
  rulesetId: string,
  seats: readonly CreateSeat[],
  options: unknown,
  clock?: unknown,
): Promise<void> {
  await uow.query(
    `INSERT INTO games_to_create (game_id, ruleset_id, seats, options, clock) VALUES ($1, $2, $3, $4, $5)`,
    [gameId, rulesetId, JSON.stringify(seats), JSON.stringify(options ?? {}), clock ? JSON.stringify(clock) : null],
  );
}
