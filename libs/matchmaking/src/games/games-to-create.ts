import type { UnitOfWork } from '../store/unit-of-work';

export type CreateSeat = { readonly kind: string; readonly playerId?: string; readonly policy?: string };

export interface OwedGame {
  readonly gameId: string;
  readonly rulesetId: string;
  readonly seats: readonly CreateSeat[];
  readonly options: unknown;
  readonly clock?: unknown;
}

/**
 * Games matchmaking owes the engine, written in the same transaction as the match or table
 * that calls for them; sent after the commit and marked when the engine accepts them, so a crash
 * in between only sends them again (the command id makes that harmless). One statement for
 * all: a matcher pass at load owes a hundred games or more.
 */
export async function queueGames(uow: UnitOfWork, games: readonly OwedGame[]): Promise<void> {
  if (games.length === 0) return;
  await uow.query(
    `INSERT INTO games_to_create (game_id, ruleset_id, seats, options, clock)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[], $5::jsonb[])`,
    [
      games.map((g) => g.gameId),
      games.map((g) => g.rulesetId),
      games.map((g) => JSON.stringify(g.seats)),
      games.map((g) => JSON.stringify(g.options ?? {})),
      games.map((g) => (g.clock ? JSON.stringify(g.clock) : null)),
    ],
  );
}

export function queueGame(
  uow: UnitOfWork,
  gameId: string,
  rulesetId: string,
  seats: readonly CreateSeat[],
  options: unknown,
  clock?: unknown,
): Promise<void> {
  return queueGames(uow, [{ gameId, rulesetId, seats, options, clock }]);
}
