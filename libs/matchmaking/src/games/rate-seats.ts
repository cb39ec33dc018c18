import { botPlayerId } from '../bot-strength';
import { rateGame, type Skill } from '../ratings';

/** Who holds a seat, as the game's events say. */
export type SeatHolder = { readonly kind: string; readonly playerId?: string; readonly policy?: string };

/** Whom a seat's result rates: a player by id, a bot by policy, an open seat no one (''). */
export const ratingIdOf = (h: SeatHolder): string =>
  h.kind === 'player' && h.playerId ? h.playerId : h.kind === 'bot' && h.policy ? botPlayerId(h.policy) : '';

export interface RatedSeat {
  /** A player's id, or `bot:<policy>` for a bot. */
  readonly id: string;
  readonly seat: number;
  readonly after: Skill;
}

/**
 * The new skill of everyone a finished game rates: players by id, bots by policy. Open seats are
 * not rated, and a bot policy sitting twice in one game sits it out (it would be rated against
 * itself); a game with fewer than two rated seats rates no one.
 */
export function rateSeats(
  seats: readonly SeatHolder[],
  ranks: readonly number[],
  skillOf: (id: string) => Skill,
): RatedSeat[] {
  const ids = seats.map(ratingIdOf);
  const rated = ids.map((id, seat) => ({ id, seat })).filter(({ id }) => id && ids.indexOf(id) === ids.lastIndexOf(id));
  if (rated.length < 2) return [];
  const after = rateGame(
    rated.map((r) => skillOf(r.id)),
    rated.map((r) => ranks[r.seat]),
  );
  return rated.map((r, i) => ({ ...r, after: after[i] }));
}
