import type { Actor } from '@empires/contracts';
import { isViolation, must, play, violation, type AnyRuleset, type RuleViolation } from '@empires/rules-kernel';
import { EngineCodes as C } from '../commands';
import { fromRecorded, lifecycle } from '../decided';
import { evolveGame } from '../evolve-game';
import type { Decided, GameState } from '../game-stream';
import type { DecideContext } from '../decide-context';
import { limitOf } from './clock-state';
import { rulesetOf } from '../ruleset-of';

export const ClockCodes = {
  staleTimeout: 'STALE_TIMEOUT',
  early: 'TOO_EARLY',
  notStandIn: 'NOT_A_STAND_IN',
} as const;

/**
 * A refusal that holds only for now: the time of deciding, not the game, refused it (an instance
 * whose clock reads a few ms behind the scheduler's), so the same command told later may be accepted.
 */
export const refusedForNow = (refusal: RuleViolation): boolean => refusal.code === ClockCodes.early;

/**
 * The deadline fired: each running seat whose time is up times out, and what follows is the
 * policy's: the game is aborted (a no-show in a two-seat game), the seat forfeits (the
 * ruleset's resignation), or a stand-in bot plays it (that turn, or after repeated timeouts the
 * rest of the game). A move that came first changed the deadline: this timeout is then refused.
 */
export function timeout(
  state: GameState,
  p: { deadline?: string },
  actor: Actor,
  ctx: DecideContext,
  finishIfOver: (ruleset: AnyRuleset, state: GameState, rulesState: unknown) => Decided[],
): Decided[] | RuleViolation {
  if (actor.kind !== 'system') return violation(C.forbidden, 'only the server times a seat out');
  if (state.status !== 'playing' || !state.table) return violation(C.gameFinished, 'the game is not running');
  const clock = state.clock;
  if (!clock || clock.deadline === null || p?.deadline !== new Date(clock.deadline).toISOString())
    return violation(ClockCodes.staleTimeout, 'the clock moved on since that deadline was set');
  const now = ctx.now ?? 0;
  if (now < clock.deadline) return violation(ClockCodes.early, 'the deadline has not come yet');
  const ruleset = rulesetOf(ctx.registry, state.ruleset);
  const { policy } = clock.settings;
  const expired = clock.running.filter((seat) => state.seats[seat]?.kind === 'player' && limitOf(clock, seat) <= now);
  const decided: Decided[] = [];
  let current = state;
  const add = (d: Decided) => {
    decided.push(d);
    current = evolveGame(ctx.registry, current, d);
  };
  for (const seat of expired) {
    // A timeout changes the clock, never the table: the table read here is the one to resign from.
    const table = current.table;
    if (current.status !== 'playing' || !table) break;
    const firstMove = !clock.moved.includes(seat);
    const noShow = policy.noShow === 'auto' ? (state.seats.length === 2 ? 'abort' : 'bot') : policy.noShow;
    const action = firstMove ? noShow : policy.onTimeout;
    add(lifecycle({ type: 'SeatTimedOut', seat, firstMove, action }));
    if (action === 'abort') {
      add(lifecycle({ type: 'GameAborted', reason: `seat ${seat} did not make a first move in time` }));
      add(lifecycle({ type: 'SeedRevealed', secret: ctx.secret }));
      return decided;
    }
    if (action === 'forfeit') {
      const resigned = play(ruleset, table, { type: 'Resign' }, seat);
      if (isViolation(resigned)) {
        // The rules allow no resignation yet (warlords' set-up): the game cannot go on without the seat.
        add(lifecycle({ type: 'GameAborted', reason: `seat ${seat} ran out of time and may not resign yet` }));
        add(lifecycle({ type: 'SeedRevealed', secret: ctx.secret }));
        return decided;
      }
      for (const r of resigned.recorded) add(fromRecorded(ruleset, r));
      for (const d of finishIfOver(ruleset, current, resigned.table.state)) add(d);
      continue;
    }
    const holder = state.seats[seat] as { playerId: string };
    // This seat's timeouts with the one just counted.
    const times = must(current.clock, 'the clock that set the deadline').timeouts[seat];
    const until = firstMove || times >= policy.takeOverAfter ? ('game' as const) : ('turn' as const);
    add(
      lifecycle({
        type: 'SeatTakenOver',
        seat,
        holder: { kind: 'bot', policy: policy.botLevel ?? policy.botPolicy, standingInFor: holder.playerId, until },
      }),
    );
  }
  const noHuman = current.status === 'playing' && current.seats.every((h) => h.kind !== 'player');
  if (noHuman && policy.noHumanLeft === 'abort') {
    add(lifecycle({ type: 'GameAborted', reason: 'no player is left at the table' }));
    add(lifecycle({ type: 'SeedRevealed', secret: ctx.secret }));
  }
  return decided;
}

/**
 * A player takes back the seat a stand-in bot holds for them, from its next decision on (during
 * its turn, that turn starts again: see `clockChange`).
 */
export function reclaim(state: GameState, p: { seat?: number }, actor: Actor): Decided[] | RuleViolation {
  if (state.status !== 'playing') return violation(C.gameFinished, 'the game is not running');
  const seat = p?.seat;
  const h = seat === undefined ? undefined : state.seats[seat];
  if (seat === undefined || actor.kind !== 'player' || h?.kind !== 'bot' || h.standingInFor !== actor.playerId)
    return violation(ClockCodes.notStandIn, 'no stand-in plays a seat of yours there');
  return [lifecycle({ type: 'SeatReclaimed', seat, holder: { kind: 'player', playerId: actor.playerId } })];
}
