import { describeIssues, violation, type RuleViolation } from '@empires/rules-kernel';
import { z } from 'zod';
import { EngineCodes as C, type GameCommand } from './commands';
import type { GameState } from './game-stream';

const seat = z.int().min(0);

/**
 * The seat of a lifecycle command as it must come. Unchecked, a seat "1" was decided into a
 * `SeatLeft` whose seat evolve (comparing numbers) never matched: the player kept the seat the
 * event said they left. A move's payload and a new game's are checked where they are decided.
 */
const seatPayloads: Partial<Record<GameCommand['type'], z.ZodType>> = {
  JoinSeat: z.object({ seat: seat.nullish() }),
  LeaveSeat: z.object({ seat }),
  Resign: z.object({ seat }),
  OfferRematch: z.object({ seat }),
  ReclaimSeat: z.object({ seat }),
};

/** BAD_USER_INPUT for a lifecycle command whose seat is not an integer, or not one of the game's seats. */
export function checkSeatPayload(state: GameState, command: GameCommand): RuleViolation | undefined {
  const schema = seatPayloads[command.type];
  if (!schema) return undefined;
  const parsed = schema.safeParse(command.payload);
  if (!parsed.success) return violation(C.badInput, `${command.type}: ${describeIssues(parsed.error)}`);
  const wanted = (command.payload as { seat?: number | null }).seat;
  // A game not created yet has no seats: NOT_FOUND says more than a seat out of range.
  if (state.status !== 'none' && typeof wanted === 'number' && wanted >= state.seats.length)
    return violation(C.badInput, `the game has no seat ${wanted}: its seats are 0 to ${state.seats.length - 1}`);
  return undefined;
}
