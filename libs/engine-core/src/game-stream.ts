import type { Actor, EnvelopeVisibility, GameLifecycleEvent, SeatHolder } from '@empires/contracts';
import type { Outcome, Table } from '@empires/rules-kernel';
import type { ClockState } from './clock/clock-state';

export type { SeatHolder } from '@empires/contracts';

export type GameStatus = 'none' | 'open' | 'playing' | 'finished' | 'aborted';

/** The lifecycle events of a game stream; the ruleset's own events come between start and finish. */
export type LifecycleEvent = GameLifecycleEvent;

export { isLifecycle } from '@empires/contracts';

export interface GameState {
  readonly status: GameStatus;
  readonly ruleset: string;
  readonly seats: readonly SeatHolder[];
  readonly options: unknown;
  readonly seedHash: string;
  readonly createdBy: Actor | null;
  /** Events in the stream so far, lifecycle ones included. */
  readonly version: number;
  /** The rules' table once the game started. */
  readonly table: Table<unknown> | null;
  /**
   * Expected versions, per seat: a seat may act on any version from the later of these two
   * on. `staleSince` moves with every event that concerns all seats; `seatStale[s]` with each
   * that concerns seat s alone (its own moves, or a trade that changed its hand; see the
   * ruleset's `staleSeats`). So in a phase where seats act at once, moves that commute do
   * not conflict. Absent in snapshots taken before they were kept: the game's version.
   */
  readonly staleSince?: number;
  readonly seatStale?: readonly number[];
  readonly outcome: Outcome | null;
  /** Start once the last seat is taken (see `CreateGame.startWhenFull`). */
  readonly startWhenFull?: boolean;
  /** The rematch a player of this finished game offered. */
  readonly rematch?: string;
  /** The clocks of a game with a time control. */
  readonly clock?: ClockState;
}

export const noGame: GameState = {
  status: 'none',
  ruleset: '',
  seats: [],
  options: null,
  seedHash: '',
  createdBy: null,
  version: 0,
  table: null,
  outcome: null,
  staleSince: 0,
  seatStale: [],
};

/** Whether `seat` may still act on what it saw at `expected`. */
export function isCurrentFor(state: GameState, seat: number, expected: number): boolean {
  const since = Math.max(state.staleSince ?? state.version, state.seatStale?.[seat] ?? 0);
  return expected >= since && expected <= state.version;
}

/** An event the stream will store: its payload, who may see it, and the PRNG state after it. */
export interface Decided {
  readonly type: string;
  readonly payload: { readonly type: string };
  readonly visibility: EnvelopeVisibility;
  readonly rng?: readonly number[];
}
