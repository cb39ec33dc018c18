import { fold, type RulesetRegistry } from '@empires/rules-kernel';
import { isLifecycle, type GameState, type LifecycleEvent } from './game-stream';
import { evolveClock, initialClock } from './clock/clock-state';

/** What evolve needs of a stored event: its payload and, if it rolled, the PRNG state after. */
export interface StreamEvent {
  readonly type: string;
  readonly payload: unknown;
  readonly rng?: readonly number[];
}

/** Folds one stored event into the game. Total: unknown events only move the version. */
export function evolveGame(registry: RulesetRegistry, state: GameState, event: StreamEvent): GameState {
  const version = state.version + 1;
  if (!isLifecycle(event.type)) {
    const ruleset = registry.find(state.ruleset);
    if (!ruleset || !state.table) return { ...state, version, staleSince: version };
    const payload = event.payload as { type: string };
    const stale = ruleset.staleSeats?.(state.table.state, payload) ?? 'everyone';
    const table = fold(ruleset, state.table, [{ event: payload, rng: event.rng }]);
    return { ...state, version, table, ...staleness(state, stale, version) };
  }
  return { ...evolveLifecycle(registry, state, event, version), staleSince: version };
}

function staleness(state: GameState, stale: readonly number[] | 'everyone', version: number) {
  if (stale === 'everyone') return { staleSince: version };
  const seatStale = [...(state.seatStale ?? [])];
  for (const seat of stale) seatStale[seat] = version;
  return { staleSince: state.staleSince ?? state.version, seatStale };
}

function evolveLifecycle(registry: RulesetRegistry, state: GameState, event: StreamEvent, version: number): GameState {
  const e = event.payload as LifecycleEvent;
  switch (e.type) {
    case 'GameCreated':
      return {
        ...state,
        version,
        status: 'open',
        ruleset: e.ruleset,
        seats: e.seats,
        options: e.options,
        seedHash: e.seedHash,
        createdBy: e.createdBy,
        ...(e.startWhenFull ? { startWhenFull: true } : {}),
        ...(e.clock ? { clock: initialClock(e.clock, e.seats.length) } : {}),
      };
    case 'SeatTaken':
      return { ...state, version, seats: state.seats.map((h, i) => (i === e.seat ? e.holder : h)) };
    case 'SeatLeft':
      return { ...state, version, seats: state.seats.map((h, i) => (i === e.seat ? { kind: 'open' } : h)) };
    case 'GameStarted': {
      const ruleset = registry.find(state.ruleset);
      // Readers other than the engine never see the PRNG state; they fold without it.
      const table = ruleset ? { state: ruleset.initialState, rng: event.rng ?? [], version: 0 } : null;
      return { ...state, version, status: 'playing', table };
    }
    case 'GameFinished':
      return { ...state, version, status: 'finished', outcome: e.outcome };
    case 'GameAborted':
      return { ...state, version, status: 'aborted' };
    case 'RematchOffered':
      return { ...state, version, rematch: e.gameId };
    case 'ClockChanged':
    case 'SeatTimedOut':
      return state.clock ? { ...state, version, clock: evolveClock(state.clock, e) } : { ...state, version };
    case 'SeatTakenOver':
    case 'SeatHandedBack':
    case 'SeatReclaimed':
      return { ...state, version, seats: state.seats.map((h, i) => (i === e.seat ? e.holder : h)) };
    default:
      return { ...state, version };
  }
}

/** Seats that must act now (none unless playing). */
export function toActOf(registry: RulesetRegistry, state: GameState): readonly number[] {
  if (state.status !== 'playing' || !state.table) return [];
  const ruleset = registry.find(state.ruleset);
  return ruleset ? [...ruleset.toAct(state.table.state)] : [];
}
