import type { ClockSettings, GameLifecycleEvent } from '@empires/contracts';

/**
 * A game's clocks as its events tell them (`ClockChanged`, `SeatTimedOut`): whose run, since
 * when, each seat's bank, and the first moment a running seat runs out. All times are server
 * times in ms; the decider learns the time of a command from the edge (`DecideContext.now`),
 * and every replay reads it back from the events.
 */
export interface ClockState {
  readonly settings: ClockSettings;
  readonly running: readonly number[];
  readonly startedAt: readonly (number | null)[];
  /** Real time: the bank; per move: the reserve; correspondence: 0. As of each seat's last turn end. */
  readonly bankMs: readonly number[];
  readonly deadline: number | null;
  /** Seats that have made a move: one that times out before its first is a no-show. */
  readonly moved: readonly number[];
  readonly timeouts: readonly number[];
  readonly forfeited: readonly number[];
}

type ClockEvent = Extract<GameLifecycleEvent, { type: 'ClockChanged' | 'SeatTimedOut' }>;

const DAY = 86_400_000;

export function initialClock(settings: ClockSettings, seats: number): ClockState {
  const bank =
    settings.control.kind === 'realtime'
      ? settings.control.initialMs
      : settings.control.kind === 'perMove'
        ? settings.control.reserveMs
        : 0;
  return {
    settings,
    running: [],
    startedAt: Array(seats).fill(null),
    bankMs: Array(seats).fill(bank),
    deadline: null,
    moved: [],
    timeouts: Array(seats).fill(0),
    forfeited: [],
  };
}

const at = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** Folds a clock event; total, like all of evolve. */
export function evolveClock(clock: ClockState, e: ClockEvent): ClockState {
  switch (e.type) {
    case 'ClockChanged':
      return {
        ...clock,
        running: e.running,
        startedAt: e.startedAt.map(at),
        bankMs: e.bankMs,
        deadline: at(e.deadline),
        moved: e.moved,
      };
    case 'SeatTimedOut':
      return {
        ...clock,
        timeouts: clock.timeouts.map((n, seat) => (seat === e.seat && !e.firstMove ? n + 1 : n)),
        forfeited: e.action === 'forfeit' ? [...clock.forfeited, e.seat] : clock.forfeited,
      };
    default:
      return clock;
  }
}

/** How long a seat's turn may take from its start: its clock, or its first-move limit if shorter. */
export function budgetOf(clock: ClockState, seat: number): number {
  const { control, policy } = clock.settings;
  const budget =
    control.kind === 'realtime'
      ? clock.bankMs[seat]
      : control.kind === 'perMove'
        ? control.moveMs + clock.bankMs[seat]
        : control.kind === 'correspondence'
          ? control.daysPerMove * DAY
          : Infinity;
  return !clock.moved.includes(seat) && policy.firstMoveMs !== undefined
    ? Math.min(budget, policy.firstMoveMs)
    : budget;
}

/** When a running seat runs out. */
export const limitOf = (clock: ClockState, seat: number): number =>
  (clock.startedAt[seat] ?? 0) + budgetOf(clock, seat);

/** What a client shows of the clocks at `now` (server time): each seat's time left, whose run, the deadline. */
export interface ClockReadout {
  readonly control: ClockSettings['control'];
  readonly running: readonly number[];
  /** Per seat, ms left now: a running seat's turn counts down, the others' stand still. */
  readonly remainingMs: readonly number[];
  readonly deadline: string | null;
  readonly serverTime: string;
}

export function readClock(clock: ClockState, now: number): ClockReadout {
  const remainingMs = clock.bankMs.map((bank, seat) => {
    if (!clock.running.includes(seat)) return bank;
    return Math.max(0, limitOf(clock, seat) - now);
  });
  return {
    control: clock.settings.control,
    running: clock.running,
    remainingMs,
    deadline: clock.deadline === null ? null : new Date(clock.deadline).toISOString(),
    serverTime: new Date(now).toISOString(),
  };
}
