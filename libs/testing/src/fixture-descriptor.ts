import {
  describeOptions,
  NO_BOARD,
  seatColours,
  type PhaseDescriptor,
  type RulesetDescriptor,
  type SeatLimits,
} from '@empires/rules-kernel';
import type { z } from 'zod';

/** What a fixture game says of itself; the rest of its descriptor is the same for every one of them. */
interface FixtureGame {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly seats: SeatLimits;
  readonly phases: PhaseDescriptor[];
  readonly options: z.ZodObject;
}

const VERSION = '1.0.0';

/**
 * What a fixture ruleset says of itself, said once: its id and seats, version 1.0.0, and its
 * descriptor (no board, no decks, a colour for each seat it may have).
 */
export function fixtureIdentity(game: FixtureGame) {
  return { id: game.id, version: VERSION, seats: game.seats, descriptor: fixtureDescriptor(game) };
}

function fixtureDescriptor({ id, name, summary, seats, phases, options }: FixtureGame): RulesetDescriptor {
  return {
    id,
    version: VERSION,
    name,
    summary,
    seats,
    board: NO_BOARD,
    decks: [],
    phases,
    options: describeOptions(options),
    seatColours: seatColours(seats.max),
  };
}
