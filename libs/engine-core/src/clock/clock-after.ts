import { lifecycle } from '../decided';
import { evolveGame, toActOf } from '../evolve-game';
import type { Decided, GameState, LifecycleEvent } from '../game-stream';
import type { RulesetRegistry } from '@empires/rules-kernel';
import { limitOf, type ClockState } from './clock-state';

const iso = (ms: number): string => new Date(ms).toISOString();

const HOLDER_CHANGES: ReadonlySet<string> = new Set([
  'SeatTakenOver',
  'SeatHandedBack',
  'SeatReclaimed',
  'SeatTimedOut',
]);

/** A seat a stand-in bot plays: its player is away. */
export const isStandIn = (state: GameState, seat: number): boolean => {
  const h = state.seats[seat];
  return h?.kind === 'bot' && h.standingInFor !== undefined;
};

/** Seats whose clocks count: every seat that must act, but those a built-in bot plays have no deadline. */
const deadlineSeats = (state: GameState, seats: readonly number[]) =>
  seats.filter((s) => state.seats[s]?.kind === 'player');

/**
 * What follows any accepted command in a game with a clock, decided from the game after it:
 * a stand-in whose turn is over hands the seat back; the clocks of seats that finished their turn
 * stop (banks charged, increments added) and those of seats whose turn began start, in one
 * `ClockChanged` with the new deadline; nothing when neither changed.
 */
export function afterCommand(
  registry: RulesetRegistry,
  before: GameState,
  decided: readonly Decided[],
  actorSeat: number | undefined,
  now: number,
): Decided[] {
  let after = decided.reduce((s, d) => evolveGame(registry, s, d), before);
  const clock = after.clock;
  if (!clock || after.status !== 'playing') return [];
  const extra: Decided[] = [];
  const toAct = toActOf(registry, after);
  for (const [seat, h] of after.seats.entries()) {
    if (h.kind !== 'bot' || h.until !== 'turn' || !h.standingInFor || toAct.includes(seat)) continue;
    if (!toActOf(registry, before).includes(seat) && !decided.some((d) => d.type === 'SeatTakenOver')) continue;
    const back = lifecycle({ type: 'SeatHandedBack', seat, holder: { kind: 'player', playerId: h.standingInFor } });
    extra.push(back);
    after = evolveGame(registry, after, back);
  }
  // Handing seats back changes holders only: the clock read above is still the game's.
  const firstMove = actorSeat !== undefined && !clock.moved.includes(actorSeat);
  const same = clock.running.length === toAct.length && clock.running.every((s) => toAct.includes(s));
  // Who holds a seat decides whether its clock has a deadline (a stand-in bot's has none).
  const holdersChanged = decided.some((d) => HOLDER_CHANGES.has(d.type)) || extra.length > 0;
  if (same && !firstMove && !holdersChanged) return extra;
  const restarted = decided.flatMap((d) => {
    const e = d.payload as LifecycleEvent;
    return e.type === 'SeatReclaimed' && toAct.includes(e.seat) ? [e.seat] : [];
  });
  return [...extra, lifecycle(clockChange(clock, after, toAct, firstMove ? actorSeat : undefined, restarted, now))];
}

/**
 * The clocks after a command. A seat reclaimed during its own turn (`restarted`) starts that turn
 * again now, with the time it had when the turn began. Kept, its start gave back the deadline it
 * had run out on: past, and already told (its Timeout's id answered), so the player was timed out
 * again at once, or never again that turn. Charging the time it ran over would leave a real-time
 * bank empty: a deadline of now. The timeout it ran out on still counts toward `takeOverAfter`.
 */
function clockChange(
  clock: ClockState,
  after: GameState,
  toAct: readonly number[],
  mover: number | undefined,
  restarted: readonly number[],
  now: number,
) {
  const { control } = clock.settings;
  const bankMs = [...clock.bankMs];
  const startedAt = [...clock.startedAt];
  for (const seat of clock.running) {
    if (toAct.includes(seat)) continue;
    const elapsed = now - (startedAt[seat] ?? now);
    if (control.kind === 'realtime') bankMs[seat] = Math.max(0, bankMs[seat] - elapsed) + control.incrementMs;
    if (control.kind === 'perMove') bankMs[seat] = Math.max(0, bankMs[seat] - Math.max(0, elapsed - control.moveMs));
    startedAt[seat] = null;
  }
  for (const seat of restarted) startedAt[seat] = now;
  for (const seat of toAct) if (startedAt[seat] === null || startedAt[seat] === undefined) startedAt[seat] = now;
  const moved = mover === undefined ? clock.moved : [...clock.moved, mover].sort((a, b) => a - b);
  const next: ClockState = { ...clock, bankMs, startedAt, running: toAct, moved };
  const limits = deadlineSeats(after, toAct).map((seat) => limitOf(next, seat));
  const deadline = limits.length > 0 ? Math.min(...limits) : null;
  return {
    type: 'ClockChanged' as const,
    at: iso(now),
    running: [...toAct],
    startedAt: startedAt.map((t) => (t === null || t === undefined ? null : iso(t))),
    bankMs,
    deadline: deadline === null || !Number.isFinite(deadline) ? null : iso(deadline),
    moved,
  };
}
